import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Alert, FormError } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { requestMailChange } from '../api/account';
import { EmailField } from '../../../components/ui/email-field';

const EMAIL_CODES = {
  invalid_new_email: 'email',
  email_taken: 'email',
  invalid_email: 'email',
  password_wrong: 'password',
};

/** E-mail: with the current password, a new address gets a confirmation link (POST /api/mail-change.php). */
export function EmailSettings({ currentEmail }: { currentEmail?: string }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  useFocusFirstError(formRef, errors);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    setPending(true);
    setErrors(NO_ERRORS);
    setSentTo(null);
    try {
      await requestMailChange({ email: address, password });
      setSentTo(address);
      setEmail('');
      setPassword('');
    } catch (error) {
      setErrors(formErrorsOf(error, t('error.generic'), EMAIL_CODES));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t('settings.email.title')}>
      {currentEmail ? (
        <p className="card__text">{t('settings.email.current', { email: currentEmail })}</p>
      ) : null}
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormError message={errors.form} />
        {sentTo ? <Alert tone="success">{t('settings.email.sent', { email: sentTo })}</Alert> : null}
        <EmailField
          label={t('settings.email.new')}
          error={errors.fields.email}
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          label={t('settings.email.password')}
          error={errors.fields.password}
          name="password"
          purpose="current"
          value={password}
          onChange={setPassword}
        />
        <div className="form-actions">
          <SubmitButton pending={pending} pendingLabel={t('form.sending')}>
            {t('settings.email.submit')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
