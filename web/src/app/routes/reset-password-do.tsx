import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordDo } from '../../features/auth/components/reset-password-do';
import type { PageProps } from './page-props';

/** /reset-password/do?token=… (the e-mailed link) */
export default function ResetPasswordDoRoute({ routeName }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthCard routeName={routeName} title={t('routes.reset-password-do')}>
      <ResetPasswordDo token={params.get('token')} />
    </AuthCard>
  );
}
