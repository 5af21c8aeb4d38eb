import { useTranslation } from 'react-i18next';
import { PaymentPage } from '../../features/billing/components/payment-page';
import { MemberOnly } from './member-only';
import { useRefreshUser } from './use-refresh-user';
import type { PageProps } from './page-props';

/** /credits/{id}/{paymentmethod?}: pay for a bundle; `?order=` shows the payment's state. */
export default function CreditsPaymentRoute({ routeName }: PageProps) {
  const { t } = useTranslation('billing');
  const refreshUser = useRefreshUser();
  return (
    <MemberOnly routeName={routeName} reason={t('payment.loginReason')}>
      {(user) => (
        <PaymentPage routeName={routeName} user={{ id: user.id }} onPaid={() => void refreshUser()} />
      )}
    </MemberOnly>
  );
}
