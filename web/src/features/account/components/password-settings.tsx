import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field';
import { useForm } from '../../../lib/use-form';
import { changePassword } from '../api/account';
import { SettingsForm } from './settings-form';

const PASSWORD_CODES = { old_password_wrong: 'old_password', password_length: 'new_password' };

/** Password: the old one and a new one (POST /api/password.php). */
export function PasswordSettings() {
  const { t } = useTranslation();
  const form = useForm({ old_password: '', new_password: '' });
  const [saved, setSaved] = useState(false);

  const onSubmit = () =>
    void form.send(async () => {
      setSaved(false);
      await changePassword(form.values);
      setSaved(true);
      form.reset();
    }, PASSWORD_CODES);

  return (
    <SettingsForm
      title={t('settings.password.title')}
      formRef={form.formRef}
      error={form.errors.form}
      success={saved ? t('settings.password.saved') : null}
      pending={form.pending}
      submitLabel={t('settings.password.submit')}
      pendingLabel={t('form.saving')}
      onSubmit={onSubmit}
    >
      <PasswordField label={t('settings.password.old')} purpose="current" {...form.field('old_password')} />
      <PasswordField
        label={t('settings.password.new')}
        hint={t('form.passwordHint')}
        purpose="new"
        {...form.field('new_password')}
      />
    </SettingsForm>
  );
}
