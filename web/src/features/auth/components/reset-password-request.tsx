import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/reset-password';
import './auth.css';
import { EmailField } from '../../../components/ui/email-field';

/** /reset-password: the e-mail address → a mail with a link to /reset-password/do. */
export function ResetPasswordRequest() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const mutation = useRequestPasswordReset();
  useFocusFirstError(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = email.trim();
    setErrors(NO_ERRORS);
    mutation.mutate(address, {
      onSuccess: () => setSentTo(address),
      onError: (error) =>
        setErrors(
          formErrorsOf(error, t('error.generic'), { email_not_found: 'email', invalid_email: 'email' }),
        ),
    });
  };

  const backToLogin = (
    <ul className="auth-card__links">
      <li>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </li>
    </ul>
  );

  if (sentTo !== null) {
    return (
      <>
        <Alert tone="success">
          <span>{t('resetPassword.sent', { email: sentTo })}</span>
        </Alert>
        {backToLogin}
      </>
    );
  }

  return (
    <>
      <p className="auth-card__intro">{t('resetPassword.intro')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormError message={errors.form} />
        <EmailField label={t('form.email')} error={errors.fields.email} value={email} onChange={setEmail} />
        <SubmitButton pending={mutation.isPending} pendingLabel={t('form.sending')} block>
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
      {backToLogin}
    </>
  );
}
