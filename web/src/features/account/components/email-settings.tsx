import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/ui/email-field';
import { PasswordField } from '../../../components/ui/password-field';
import { useForm } from '../../../lib/use-form';
import { requestMailChange } from '../api/account';
import { SettingsForm } from './settings-form';

const EMAIL_CODES = {
  invalid_new_email: 'email',
  email_taken: 'email',
  invalid_email: 'email',
  password_wrong: 'password',
};

/** E-mail: with the current password, a new address gets a confirmation link (POST /api/mail-change.php). */
export function EmailSettings({ currentEmail }: { currentEmail?: string }) {
  const { t } = useTranslation();
  const form = useForm({ email: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = () =>
    void form.send(async () => {
      const address = form.values.email.trim();
      setSentTo(null);
      await requestMailChange({ email: address, password: form.values.password });
      setSentTo(address);
      form.reset();
    }, EMAIL_CODES);

  return (
    <SettingsForm
      title={t('settings.email.title')}
      intro={
        currentEmail ? (
          <p className="card__text">{t('settings.email.current', { email: currentEmail })}</p>
        ) : null
      }
      formRef={form.formRef}
      error={form.errors.form}
      success={sentTo ? t('settings.email.sent', { email: sentTo }) : null}
      pending={form.pending}
      submitLabel={t('settings.email.submit')}
      pendingLabel={t('form.sending')}
      onSubmit={onSubmit}
    >
      <EmailField label={t('settings.email.new')} {...form.field('email')} />
      <PasswordField label={t('settings.email.password')} purpose="current" {...form.field('password')} />
    </SettingsForm>
  );
}
