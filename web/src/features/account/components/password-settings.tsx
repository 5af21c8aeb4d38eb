import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Alert, FormError } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { changePassword } from '../api/account';

const PASSWORD_CODES = { old_password_wrong: 'old_password', password_length: 'new_password' };

/** Password: the old one and a new one (POST /api/password.php). */
export function PasswordSettings() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  useFocusFirstError(formRef, errors);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors(NO_ERRORS);
    setSaved(false);
    try {
      await changePassword({ old_password: oldPassword, new_password: newPassword });
      setSaved(true);
      setOldPassword('');
      setNewPassword('');
    } catch (error) {
      setErrors(formErrorsOf(error, t('error.generic'), PASSWORD_CODES));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('settings.password.title')}>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={errors.form} />
        {saved ? <Alert tone="success">{t('settings.password.saved')}</Alert> : null}
        <PasswordField
          label={t('settings.password.old')}
          error={errors.fields.old_password}
          name="old_password"
          purpose="current"
          value={oldPassword}
          onChange={setOldPassword}
        />
        <PasswordField
          label={t('settings.password.new')}
          error={errors.fields.new_password}
          hint={t('form.passwordHint')}
          name="new_password"
          purpose="new"
          value={newPassword}
          onChange={setNewPassword}
        />
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={t('form.saving')}>
            {t('settings.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
