import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmailField } from '../../../components/ui/email-field';
import { Alert, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { useRequestPasswordReset } from '../api/reset-password';
import './auth.css';

/** /reset-password: the e-mail address → a mail with a link to /reset-password/do. */
export function ResetPasswordRequest() {
  const { t } = useTranslation();
  const { formRef, values, errors, setErrors, field } = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();
  // The form gives way to the confirmation: the focus goes to it (it was left on the page, where a screen
  // reader said nothing and the keyboard started again from the top).
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const address = values.email.trim();
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
        <Link className="text-link" to="/login">
          {t('resetPassword.backToLogin')}
        </Link>
      </li>
    </ul>
  );

  if (sentTo !== null) {
    return (
      <>
        <div ref={sentRef} tabIndex={-1} className="auth-card__sent">
          <Alert tone="success">
            <span>{t('resetPassword.sent', { email: sentTo })}</span>
          </Alert>
        </div>
        {backToLogin}
      </>
    );
  }

  return (
    <>
      <p className="auth-card__intro">{t('resetPassword.intro')}</p>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormError message={errors.form} />
        <EmailField label={t('form.email')} {...field('email')} />
        <SubmitButton pending={mutation.isPending} pendingLabel={t('form.sending')} block>
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
      {backToLogin}
    </>
  );
}
