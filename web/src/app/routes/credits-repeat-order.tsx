import { useTranslation } from 'react-i18next';
import { RepeatOrderPage } from '../../features/billing/components/repeat-order-page';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';
import { useRefreshUser } from './use-refresh-user';

/** /credits/repeat-order: the last order again, with the stored payment method. */
export default function CreditsRepeatOrderRoute({ routeName }: PageProps) {
  const { t } = useTranslation('billing');
  const refreshUser = useRefreshUser();
  return (
    <MemberOnly routeName={routeName} reason={t('repeat.loginReason')}>
      {(user) => (
        <RepeatOrderPage routeName={routeName} user={{ id: user.id }} onPaid={() => void refreshUser()} />
      )}
    </MemberOnly>
  );
}
