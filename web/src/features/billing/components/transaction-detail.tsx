import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { TRANSACTION_STATUSES, transactionDate, useTransaction, wasPaid } from '../api/transactions';
import { formatDate } from '../lib/dates';
import { transactionMethodName } from '../lib/payment-methods';
import { Card, SummaryList } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { LoadError, Loading } from './load-state';
import { RefundAction } from './refund-action';
import { useLanguage } from './use-language';

/** One payment with every detail (GET /api/transactions.php?id=). */
export function TransactionDetail({
  userId,
  paymentId,
  onRefunded,
}: {
  userId: number;
  paymentId: string;
  onRefunded: () => void;
}) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const { data, isPending, error, refetch } = useTransaction(userId, paymentId);
  const back = (
    <p className="billing__links">
      <Link className="text-link" to="/transactions">
        <span aria-hidden="true">← </span>
        {t('transactions.back')}
      </Link>
    </p>
  );
  if (isPending) return <Loading label={t('transactions.title')} />;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <>
        {notFound ? (
          <p className="surface empty-state">{t('transactions.notFound')}</p>
        ) : (
          <LoadError message={t('transactions.loadError')} onRetry={() => void refetch()} />
        )}
        {back}
      </>
    );
  }
  const transaction = data.transaction;
  const when = transactionDate(transaction);
  const refundableUntil = transaction.refundable_until ?? '';
  // An attempt that was never paid has nothing to refund.
  const refund = !wasPaid(transaction)
    ? null
    : transaction.status === 'refunded'
      ? t('transactions.statuses.refunded')
      : transaction.refundable
        ? t('transactions.refundableUntil', { date: formatDate(refundableUntil, language) })
        : t('transactions.refundEnded', {
            days: transaction.refund_days,
            date: formatDate(refundableUntil, language),
          });
  const status = TRANSACTION_STATUSES.includes(transaction.status) ? transaction.status : 'completed';
  const rows: Array<[string, string]> = [
    [t('transactions.date'), formatDate(when, language, true)],
    [t('transactions.credits'), t('credits', { count: transaction.credits })],
    [t('transactions.method'), transactionMethodName(transaction)],
    [t('transactions.amount'), formatMoney(transaction.amount, transaction.currency, language)],
    [t('transactions.status'), t(`transactions.statuses.${status}`)],
    ...(refund === null ? [] : [[t('transactions.refund'), refund] as [string, string]]),
    [t('transactions.paymentId'), transaction.payment_id],
  ];
  return (
    <>
      <Card
        title={t('transactions.detailsOf', { date: formatDate(when, language) })}
        className="card--compact transaction-detail"
      >
        <SummaryList rows={rows.map(([label, value]) => ({ key: label, term: label, value }))} />
      </Card>
      {transaction.refundable ? <RefundAction transaction={transaction} onRefunded={onRefunded} /> : null}
      {back}
    </>
  );
}
