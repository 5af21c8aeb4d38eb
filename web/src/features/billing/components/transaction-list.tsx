import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRANSACTION_STATUSES, transactionDate, wasPaid, type Transaction } from '../api/transactions';
import { formatDate } from '../lib/dates';
import { transactionMethodName } from '../lib/payment-methods';
import { formatMoney } from '../../../lib/money';
import { useLanguage } from './use-language';

/** The payments as a list of rows: date, credits, method, amount and how long a refund is possible. */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  return (
    <ul className="transactions" aria-label={t('transactions.title')}>
      {transactions.map((transaction) => {
        const when = transactionDate(transaction);
        const date = formatDate(when, language);
        return (
          <li key={transaction.payment_id} className="transaction" data-testid="transaction">
            <div className="transaction__main">
              <p className="transaction__credits">{t('credits', { count: transaction.credits })}</p>
              <p className="transaction__meta">
                <time dateTime={when}>{date}</time> · {transactionMethodName(transaction)}
              </p>
              {transaction.status === 'refunded' ? (
                <p className="transaction__status transaction__status--refunded">
                  {t('transactions.statuses.refunded')}
                </p>
              ) : transaction.refundable && transaction.refundable_until ? (
                <p className="transaction__refund">
                  {t('transactions.refundableUntil', {
                    date: formatDate(transaction.refundable_until, language),
                  })}
                </p>
              ) : !wasPaid(transaction) && TRANSACTION_STATUSES.includes(transaction.status) ? (
                <p className={`transaction__status transaction__status--${transaction.status}`}>
                  {t(`transactions.statuses.${transaction.status}`)}
                </p>
              ) : null}
            </div>
            <div className="transaction__side">
              <p className="transaction__amount">
                {formatMoney(transaction.amount, transaction.currency, language)}
              </p>
              <Link
                className="text-link transaction__link"
                to={`/transactions/${transaction.payment_id}`}
                aria-label={t('transactions.detailsOf', { date })}
              >
                {t('transactions.details')}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
