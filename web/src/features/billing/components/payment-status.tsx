import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useOrder, type Order } from '../api/orders';
import { nextPollIn, paymentStateOf, POLL_LIMIT_MS } from '../lib/order-state';
import { browserTimers, type Timers } from '../lib/timers';
import { LinkOn, LoadError } from './load-state';
import { PaymentSuccess } from './payment-success';
import { useDelayPassed } from './use-delay';

export interface PaymentStatusProps {
  orderId: string;
  userId: number;
  /** the order completed: refresh the member (credits, premium) */
  onPaid: () => void;
  /** what follows a failed payment (a new try with another method) */
  retry: (order: Order) => ReactNode;
  timers?: Timers;
}

/**
 * The state of a payment after the provider sent the member back (SPEC §4): the order is polled every
 * 2 s for up to 60 s; pending, completed or failed, each announced politely (failure at once).
 */
export function PaymentStatus({
  orderId,
  userId,
  onPaid,
  retry,
  timers = browserTimers,
}: PaymentStatusProps) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => timers.now());
  const pollingOver = useDelayPassed(POLL_LIMIT_MS, timers);
  const query = useOrder(orderId, (current) =>
    pollingOver ? false : nextPollIn(current?.status, timers.now() - startedAt),
  );
  const order = query.data?.order;
  const state = paymentStateOf(order?.status, pollingOver);

  const paidOnce = useRef(false);
  useEffect(() => {
    if (state !== 'completed' || paidOnce.current) return;
    paidOnce.current = true;
    // credits, premium, prices and the repeat order all changed
    for (const key of ['bundles', 'repeat-order', 'transactions', 'time-bonus'])
      void queryClient.invalidateQueries({ queryKey: [key] });
    onPaid();
  }, [state, onPaid, queryClient]);

  if (query.isError && !order) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <LinkOn
          text={t('payment.orderNotFound')}
          linkLabel={t('credits.title')}
          className="payment-state payment-state--failed"
        />
      );
    }
    return <LoadError message={t('payment.statusError')} onRetry={() => void query.refetch()} />;
  }

  return (
    <>
      <div className="payment-state__live" role="status">
        {state === 'loading' ? <Spinner label={t('payment.checking')} /> : null}
        {state === 'pending' ? (
          <div className="surface payment-state payment-state--pending">
            <span className="spinner__circle payment-state__spinner" aria-hidden="true" />
            <div>
              <p className="payment-state__title">{t('payment.pending')}</p>
              <p className="payment-state__hint">{t('payment.pendingHint')}</p>
            </div>
          </div>
        ) : null}
        {state === 'slow' ? (
          <div className="surface payment-state payment-state--pending">
            <p className="payment-state__title">{t('payment.slow')}</p>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-busy={query.isFetching || undefined}
            >
              {t('payment.refresh')}
            </button>
          </div>
        ) : null}
        {state === 'completed' && order ? <PaymentSuccess order={order} userId={userId} /> : null}
      </div>
      {state === 'failed' && order ? (
        <>
          <div className="alert alert--danger payment-state__failed" role="alert">
            <strong>{t('payment.failed')}</strong> <span>{t('payment.tryAnother')}</span>
          </div>
          {retry(order)}
        </>
      ) : null}
    </>
  );
}
