import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { PageLoading } from '../page-loading';
import type { PageProps } from './page-props';

/** /login: e-mail and password; a member goes on to /members (SPEC §2). */
export default function LoginPage({ routeName }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useUser();
  if (isPending) return <PageLoading />;
  if (data?.user) return <Navigate to="/members" replace />;
  return (
    <AuthCard routeName={routeName} title={t('routes.login')}>
      <LoginForm onLoggedIn={() => void navigate('/members', { replace: true })} />
    </AuthCard>
  );
}
