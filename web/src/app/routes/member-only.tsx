import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useUser, type User } from '../../features/auth/api/get-user';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { PageLoading } from '../page-loading';

export interface MemberOnlyProps {
  routeName: string;
  /** Why the visitor should log in, e.g. "Log in to see your settings." */
  reason: string;
  children: (user: User) => ReactNode;
}

/**
 * A page for members: a visitor gets the login form in its place (the URL stays, so the page opens
 * once logged in and the route keeps rendering its own page root).
 */
export function MemberOnly({ routeName, reason, children }: MemberOnlyProps) {
  const { t } = useTranslation();
  const { data, isPending } = useUser();
  const { pathname, search } = useLocation();
  if (isPending) return <PageLoading />;
  if (!data?.user) {
    return (
      <AuthCard routeName={routeName} title={t('routes.login')}>
        <p className="auth-card__intro">{reason}</p>
        <LoginForm returnTo={`${pathname}${search}`} />
      </AuthCard>
    );
  }
  return <>{children(data.user)}</>;
}
