import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TransactionsPage } from '../../features/billing/components/transactions-page';
import { useRefreshUser } from './use-refresh-user';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /transactions/{id?}: the member's payments, or one of them. */
export default function TransactionsRoute({ routeName }: PageProps) {
  const { t } = useTranslation('billing');
  const { id } = useParams();
  const refreshUser = useRefreshUser();
  return (
    <MemberOnly routeName={routeName} reason={t('transactions.loginReason')}>
      {(user) => (
        <TransactionsPage
          routeName={routeName}
          user={{ id: user.id }}
          paymentId={id ?? null}
          onRefunded={() => void refreshUser()}
        />
      )}
    </MemberOnly>
  );
}
