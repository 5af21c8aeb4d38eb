import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../../features/auth/api/get-user';
import { DirectDebitPage } from '../../features/direct-debit/components/direct-debit-page';
import { useSettings } from '../../features/site/api/get-settings';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

const PREMIUM_CHECKS = 4;
const PREMIUM_CHECK_DELAY_MS = 1_500;

/**
 * Reloads the member after a confirmed debit: the credits at once; premium comes from an event right
 * after the payment, so a first purchase is asked again a few times until paid_user shows.
 */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    for (let attempt = 0; attempt < PREMIUM_CHECKS; attempt++) {
      const { user } = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      if (!user || user.paid_user) return;
      await new Promise((resolve) => setTimeout(resolve, PREMIUM_CHECK_DELAY_MS));
    }
  }, [queryClient]);
}

/** /directdebit?bundle=<id>&code=<code>: pay a credit bundle by SEPA direct debit (members only). */
export default function DirectDebitRoute({ routeName }: PageProps) {
  const { t } = useTranslation('directdebit');
  const { data: settings } = useSettings();
  const refreshUser = useRefreshUser();
  const onPaid = useCallback(() => void refreshUser().catch(() => undefined), [refreshUser]);
  return (
    <MemberOnly routeName={routeName} reason={t('loginReason')}>
      {(user) => (
        <DirectDebitPage
          routeName={routeName}
          userId={user.id}
          siteName={settings?.name ?? ''}
          onPaid={onPaid}
        />
      )}
    </MemberOnly>
  );
}
