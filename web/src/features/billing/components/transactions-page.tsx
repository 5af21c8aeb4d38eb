import { useTranslation } from 'react-i18next';
import { useTransactions } from '../api/transactions';
import { BillingPage } from './billing-page';
import { LinkOn, LoadError, Loading } from './load-state';
import { TransactionDetail } from './transaction-detail';
import { TransactionList } from './transaction-list';

export interface TransactionsPageProps {
  routeName: string;
  user: { id: number };
  /** /transactions/{id}: one payment */
  paymentId: string | null;
  /** A refund took credits (and maybe premium) away: reload the member. */
  onRefunded: () => void;
}

/** /transactions/{id?}: the member's payments, or one of them. */
export function TransactionsPage({ routeName, user, paymentId, onRefunded }: TransactionsPageProps) {
  const { t } = useTranslation('billing');
  return (
    <BillingPage routeName={routeName} title={t('transactions.title')}>
      {paymentId ? (
        <TransactionDetail userId={user.id} paymentId={paymentId} onRefunded={onRefunded} />
      ) : (
        <AllTransactions userId={user.id} />
      )}
    </BillingPage>
  );
}

function AllTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation('billing');
  const { data, isPending, isError, refetch } = useTransactions(userId);
  if (isPending) return <Loading label={t('transactions.title')} />;
  if (isError) return <LoadError message={t('transactions.loadError')} onRetry={() => void refetch()} />;
  if (data.transactions.length === 0) {
    return (
      <LinkOn
        text={t('transactions.empty')}
        linkLabel={t('transactions.toCredits')}
        testId="transactions-empty"
      />
    );
  }
  return <TransactionList transactions={data.transactions} />;
}
