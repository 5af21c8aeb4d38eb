import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { returnPath } from '../../lib/return-path';
import { PageLoading } from '../page-loading';
import type { PageProps } from './page-props';

/** /login: e-mail and password; a member goes on to /members (SPEC §2), or back to `?next=`. */
export default function LoginPage({ routeName }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = returnPath(search);
  // a visitor who signs up instead comes back to the page the login was for, when it named one
  const signupReturnTo = new URLSearchParams(search).has('next') ? next : undefined;
  const { data, isPending } = useUser();
  if (isPending) return <PageLoading />;
  if (data?.user) return <Navigate to={next} replace />;
  return (
    <AuthCard routeName={routeName} title={t('routes.login')}>
      <LoginForm onLoggedIn={() => void navigate(next, { replace: true })} returnTo={signupReturnTo} />
    </AuthCard>
  );
}
