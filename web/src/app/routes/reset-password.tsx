import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordRequest } from '../../features/auth/components/reset-password-request';
import type { PageProps } from './page-props';

/** /reset-password */
export default function ResetPasswordRoute({ routeName }: PageProps) {
  const { t } = useTranslation();
  return (
    <AuthCard routeName={routeName} title={t('routes.reset-password')}>
      <ResetPasswordRequest />
    </AuthCard>
  );
}
