import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectDebitPage } from '../../features/direct-debit/components/direct-debit-page';
import { useSettings } from '../../features/site/api/get-settings';
import { MemberOnly } from './member-only';
import { useRefreshUser } from './use-refresh-user';
import type { PageProps } from './page-props';

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
