import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { newClientId } from '../../../lib/client-id';
import { attemptAnswered } from '../lib/purchase-attempt';
import { useBundles } from '../api/get-bundles';
import type { Order } from '../api/orders';
import { placeRepeatOrder, useRepeatOrder, type RepeatOrder } from '../api/repeat-order';
import { orderPath, paymentPath } from '../lib/links';
import { Card, SummaryList } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { BillingPage } from './billing-page';
import { LinkOn, QueryState } from './load-state';
import { MethodBadge } from './method-badge';
import { PaymentSuccess } from './payment-success';
import { useLanguage } from './use-language';

export interface RepeatOrderPageProps {
  routeName: string;
  user: { id: number };
  onPaid: () => void;
  redirect?: (url: string) => void;
}

const assign = (url: string) => window.location.assign(url);

/**
 * /credits/repeat-order: the last order again in one step. A stored card is charged at once; when it
 * is declined: "Credit card payment failed" with a new try and PayPal (SPEC §8).
 */
export function RepeatOrderPage({ routeName, user, onPaid, redirect = assign }: RepeatOrderPageProps) {
  const { t } = useTranslation('billing');
  const repeatOrder = useRepeatOrder(user.id);
  const { data } = repeatOrder;
  return (
    <BillingPage routeName={routeName} title={t('repeat.title')}>
      <QueryState query={repeatOrder} />
      {data && !data.repeat ? <LinkOn text={t('repeat.none')} linkLabel={t('repeat.toCredits')} /> : null}
      {data?.repeat ? (
        <RepeatOrderForm repeat={data.repeat} userId={user.id} onPaid={onPaid} redirect={redirect} />
      ) : null}
    </BillingPage>
  );
}

function RepeatOrderForm({
  repeat,
  userId,
  onPaid,
  redirect,
}: {
  repeat: RepeatOrder;
  userId: number;
  onPaid: () => void;
  redirect: (url: string) => void;
}) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: offer } = useBundles(`member-${userId}`);
  const [result, setResult] = useState<Order | null>(null);
  const [leaving, setLeaving] = useState(false);
  const bundle = offer?.bundles.find((candidate) => candidate.id === repeat.bundle_id);
  // The purchase attempt's idempotency key: made by the click that starts an attempt and kept until the
  // server answers it, so a click after no answer (the charge may have happened) is the same attempt,
  // charged at most once. Once the server answered, with an order (a declined card's "Try again") or an
  // error (a refusal, the provider's failure), the next click is a new attempt (lib/purchase-attempt.ts).
  const purchase = useRef<string | null>(null);

  const buy = useMutation({
    mutationFn: () => {
      purchase.current ??= newClientId();
      return placeRepeatOrder(purchase.current, repeat.bundle_id);
    },
    onError: (error) => {
      if (attemptAnswered(error)) purchase.current = null;
    },
    onSuccess: ({ order, checkout_url }) => {
      purchase.current = null;
      if (checkout_url) {
        setLeaving(true);
        redirect(checkout_url);
        return;
      }
      if (order.status === 'pending') {
        void navigate(orderPath(order.bundle_id, order.payment_method, order.id));
        return;
      }
      setResult(order);
      if (order.status === 'completed') {
        for (const key of ['bundles', 'repeat-order', 'transactions'])
          void queryClient.invalidateQueries({ queryKey: [key] });
        onPaid();
      }
    },
  });

  if (result?.status === 'completed') {
    return (
      <div role="status">
        <PaymentSuccess order={result} userId={userId} />
      </div>
    );
  }

  const failed = result !== null;
  const method = repeat.stored_method?.payment_method ?? repeat.payment_method;
  const error = buy.error ? (buy.error instanceof ApiError ? buy.error.message : t('loadError')) : null;
  return (
    <div className="repeat-order">
      {failed ? (
        <div key={result.id} className="alert alert--danger repeat-order__failed" role="alert">
          <strong>{t('repeat.failed')}</strong>
          <span>{t('repeat.failedText')}</span>
        </div>
      ) : null}
      <Card title={t('repeat.summary')} className="card--compact">
        <SummaryList
          rows={[
            { key: 'bundle', term: t('payment.bundle'), value: t('credits', { count: repeat.credits }) },
            {
              key: 'method',
              term: t('repeat.storedMethod'),
              value: (
                <span className="repeat-order__method">
                  <MethodBadge method={method} />
                  {repeat.stored_method ? repeat.stored_method.label : repeat.payment_method_name}
                </span>
              ),
            },
            bundle && {
              key: 'total',
              term: t('payment.total'),
              value: formatMoney(bundle.price, bundle.currency, language),
              tone: 'total',
            },
          ]}
        />
        {repeat.stored_method ? null : <p className="billing__note">{t('repeat.checkoutHint')}</p>}
      </Card>
      <FormError message={error} />
      <div className="billing__cta billing__cta--row">
        <SubmitButton
          type="button"
          size="lg"
          pending={buy.isPending || leaving}
          pendingLabel={t('repeat.buying')}
          onClick={() => buy.mutate()}
        >
          {failed ? t('repeat.tryAgain') : t('repeat.buy')}
        </SubmitButton>
        {failed ? (
          <Link className="btn btn--ghost btn--lg" to={paymentPath(repeat.bundle_id, 'paypal')}>
            {t('repeat.paypal')}
          </Link>
        ) : null}
      </div>
      <p className="billing__links">
        <Link className="text-link" to="/credits">
          {t('repeat.otherBundle')}
        </Link>
      </p>
    </div>
  );
}
