import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmailField } from '../../../components/ui/email-field';
import { FormError } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { SignupLink } from '../../../components/ui/signup-link';
import { SubmitButton } from '../../../components/ui/submit-button';
import { formErrorsOf, NO_ERRORS } from '../../../lib/form-errors';
import { chooseLanguage } from '../../../lib/i18n/language';
import { isLocale } from '../../../lib/i18n/locales';
import { useForm } from '../../../lib/use-form';
import type { User } from '../api/get-user';
import { useLogin } from '../api/login';
import './auth.css';

export interface LoginFormProps {
  /** Called once the member is logged in (the user query already holds them). */
  onLoggedIn?: (user: User) => void;
  /** Show the links to password reset and signup (default true). */
  links?: boolean;
  /** The page the login is for: a visitor who signs up instead comes back to it too. */
  returnTo?: string;
}

/** E-mail and password → POST /api/user.php. Shows the server's message on failure (SPEC §8). */
export function LoginForm({ onLoggedIn, links = true, returnTo }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const { formRef, values, errors, setErrors, field } = useForm({ email: '', password: '' });
  const mutation = useLogin({
    beforeStore: async (user) => {
      // the member's saved language follows them to every device
      const current = i18n.resolvedLanguage ?? i18n.language;
      if (isLocale(user.language) && user.language !== current) await chooseLanguage(i18n, user.language);
    },
    onLoggedIn,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setErrors(NO_ERRORS);
    mutation.mutate(
      { email: values.email.trim(), password: values.password },
      { onError: (error) => setErrors(formErrorsOf(error, t('error.generic'))) },
    );
  };

  return (
    <>
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormError message={errors.form} />
        <EmailField label={t('form.email')} {...field('email')} />
        <PasswordField label={t('form.password')} purpose="current" {...field('password')} />
        <SubmitButton pending={mutation.isPending} pendingLabel={t('login.pending')} block>
          {t('login.submit')}
        </SubmitButton>
      </form>
      {links ? (
        <ul className="auth-card__links">
          <li>
            <Link className="text-link" to="/reset-password">
              {t('login.forgotPassword')}
            </Link>
          </li>
          <li>
            {t('login.noAccount')} <SignupLink returnTo={returnTo}>{t('login.signup')}</SignupLink>
          </li>
        </ul>
      ) : null}
    </>
  );
}
