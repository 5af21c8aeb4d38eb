import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, FormError } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { useResetPassword } from '../api/reset-password';
import { passwordsMatch } from '../lib/passwords';
import './auth.css';

function LinkInvalid({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="danger" focusable>
      <span>{message}</span> <Link to="/reset-password">{t('resetPassword.requestNew')}</Link>
    </Alert>
  );
}

/** /reset-password/do?token=…: a new password, twice. */
export function ResetPasswordDo({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const { formRef, values, errors, setErrors, field } = useForm({ password: '', password_confirmation: '' });
  const [done, setDone] = useState(false);
  const mutation = useResetPassword();

  if (!token) return <LinkInvalid message={t('form.linkInvalid')} />;

  if (done) {
    return (
      <Alert tone="success">
        <span>{t('resetPassword.changed')}</span> <Link to="/login">{t('resetPassword.toLogin')}</Link>
      </Alert>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const { password, password_confirmation } = values;
    if (!passwordsMatch(password, password_confirmation)) {
      setErrors({
        fields: { password_confirmation: t('resetPassword.passwordsDiffer') },
        form: null,
        code: null,
      });
      return;
    }
    setErrors(NO_ERRORS);
    mutation.mutate(
      { token, password, password_confirmation },
      {
        onSuccess: () => setDone(true),
        onError: (error) =>
          setErrors(
            formErrorsOf(error, t('error.generic'), {
              passwords_differ: 'password_confirmation',
              password_length: 'password',
            }),
          ),
      },
    );
  };

  const linkInvalid = errors.code === 'link_invalid';

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {linkInvalid && errors.form ? (
        <LinkInvalid message={errors.form} />
      ) : (
        <FormError message={errors.form} />
      )}
      <PasswordField
        label={t('resetPassword.newPassword')}
        hint={t('form.passwordHint')}
        purpose="new"
        {...field('password')}
      />
      <PasswordField
        label={t('resetPassword.repeatPassword')}
        purpose="new"
        {...field('password_confirmation')}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('form.saving')} block>
        {t('resetPassword.save')}
      </SubmitButton>
    </form>
  );
}
