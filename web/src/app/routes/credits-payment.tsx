import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../../features/auth/api/get-user';
import { PaymentPage } from '../../features/billing/components/payment-page';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/**
 * Reloads the member after a payment: the credits at once; premium is granted by an event right after
 * the payment, so a first purchase is asked again a few times until paid_user shows.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { user } = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      if (!user || user.paid_user) return;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
  }, [queryClient]);
}

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
