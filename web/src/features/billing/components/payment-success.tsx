import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { readPurchaseReturn } from '../../../lib/purchase-return';
import type { Order } from '../api/orders';
import { useTransactions } from '../api/transactions';
import { formatMoney } from '../../../lib/money';
import { useLanguage } from './use-language';

/**
 * A completed payment: the credits added, and the premium welcome when it was the member's first
 * purchase (the oldest of their transactions is this order: SPEC §1, lifetime premium). A purchase started
 * from a chat's credit alert leads back to that chat first, where the unsent message waits.
 */
export function PaymentSuccess({ order, userId }: { order: Order; userId: number }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const { data } = useTransactions(userId);
  const transactions = data?.transactions ?? [];
  const [chat] = useState(() => readPurchaseReturn());
  const first = transactions.length > 0 && transactions[transactions.length - 1]?.payment_id === order.id;
  return (
    <div className="surface payment-state payment-state--completed" data-testid="payment-completed">
      <span className="payment-state__icon" aria-hidden="true">
        ✓
      </span>
      <div className="payment-state__body">
        <h2 className="payment-state__heading">{t('payment.completedTitle')}</h2>
        <p className="payment-state__title">{t('payment.added', { count: order.credits })}</p>
        <p className="payment-state__hint">
          {formatMoney(order.amount, order.currency, language)} · {order.payment_method_name}
        </p>
        {first ? (
          <div className="payment-state__welcome">
            <h3>
              <span aria-hidden="true">★ </span>
              {t('payment.welcomeTitle')}
            </h3>
            <p>{t('payment.welcomeText')}</p>
          </div>
        ) : null}
        <div className="payment-state__actions">
          {chat ? (
            <Link className="btn btn--primary" to={chat.path}>
              {t('payment.toChat', { name: chat.name })}
            </Link>
          ) : null}
          <Link className={chat ? 'btn btn--ghost' : 'btn btn--primary'} to="/members">
            {t('payment.toMembers')}
          </Link>
          <Link className="btn btn--ghost" to={`/transactions/${order.id}`}>
            {t('payment.toTransaction')}
          </Link>
        </div>
      </div>
    </div>
  );
}
