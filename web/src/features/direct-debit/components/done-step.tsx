import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '../api/direct-debit';
import { formatMoney } from '../../../lib/money';

export interface DoneStepProps {
  order: Order;
  language: string;
}

/** After the code: "{credits} credits added" with the order's state (the sandbox collects at once). */
export function DoneStep({ order, language }: DoneStepProps) {
  const { t } = useTranslation('directdebit');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount = formatMoney(order.amount, order.currency, language);
  const completed = order.status === 'completed';
  const pending = order.status === 'pending';
  const tone = completed ? 'success' : pending ? 'info' : 'danger';
  const title = completed
    ? t('done.added', { count: order.credits })
    : pending
      ? t('done.pendingTitle')
      : t('done.failedTitle');
  const text = completed ? t('done.completed', { amount }) : pending ? t('done.pending') : t('done.failed');
  return (
    <section className={`dd-done dd-done--${tone}`} aria-labelledby="dd-done-title">
      <span className="dd-done__icon" aria-hidden="true">
        {completed ? '✓' : pending ? '…' : '!'}
      </span>
      <h2 id="dd-done-title" ref={heading} tabIndex={-1} className="dd-done__title">
        {title}
      </h2>
      <p className="dd-done__text">{text}</p>
      <dl className="facts dd-done__facts">
        <div>
          <dt>{t('done.status')}</dt>
          <dd data-testid="order-status">{t(`done.states.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('done.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <div className="dd-done__actions">
        {completed || pending ? (
          <Link className="btn btn--primary" to="/members">
            {t('done.toMembers')}
          </Link>
        ) : (
          <Link className="btn btn--primary" to={`/credits/${order.bundle_id}`}>
            {t('refused.otherMethods')}
          </Link>
        )}
        <Link className="btn btn--ghost" to="/transactions">
          {t('done.transactions')}
        </Link>
      </div>
    </section>
  );
}
