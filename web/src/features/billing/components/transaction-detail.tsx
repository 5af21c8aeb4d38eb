import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useTransaction } from '../api/transactions';
import { formatDate } from '../lib/dates';
import { formatMoney } from '../../../lib/money';
import { LoadError, Loading } from './load-state';
import { RefundAction } from './refund-action';
import { useLanguage } from './use-language';
import { useMethodName } from './use-method-name';

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
  const methodName = useMethodName();
  const { data, isPending, error, refetch } = useTransaction(userId, paymentId);
  const back = (
    <p className="billing__links">
      <Link to="/transactions">
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
          <p className="billing__empty">{t('transactions.notFound')}</p>
        ) : (
          <LoadError message={t('transactions.loadError')} onRetry={() => void refetch()} />
        )}
        {back}
      </>
    );
  }
  const transaction = data.transaction;
  const refund =
    transaction.status === 'refunded'
      ? t('transactions.statuses.refunded')
      : transaction.refundable
        ? t('transactions.refundableUntil', { date: formatDate(transaction.refundable_until, language) })
        : t('transactions.refundEnded', {
            days: transaction.refund_days,
            date: formatDate(transaction.refundable_until, language),
          });
  const rows: Array<[string, string]> = [
    [t('transactions.date'), formatDate(transaction.paid_at, language, true)],
    [t('transactions.credits'), t('credits', { count: transaction.credits })],
    [t('transactions.method'), methodName(transaction.paymentmethod)],
    [t('transactions.amount'), formatMoney(transaction.amount, transaction.currency, language)],
    [
      t('transactions.status'),
      transaction.status === 'refunded'
        ? t('transactions.statuses.refunded')
        : t('transactions.statuses.completed'),
    ],
    [t('transactions.refund'), refund],
    [t('transactions.paymentId'), transaction.payment_id],
  ];
  return (
    <>
      <section className="order-summary transaction-detail" aria-labelledby="transaction-detail-title">
        <h2 id="transaction-detail-title" className="order-summary__title">
          {t('transactions.detailsOf', { date: formatDate(transaction.paid_at, language) })}
        </h2>
        <dl className="order-summary__list">
          {rows.map(([label, value]) => (
            <div key={label} className="order-summary__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {transaction.refundable ? <RefundAction transaction={transaction} onRefunded={onRefunded} /> : null}
      {back}
    </>
  );
}
