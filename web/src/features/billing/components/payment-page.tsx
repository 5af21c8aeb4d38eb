import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useBundles } from '../api/get-bundles';
import type { Order } from '../api/orders';
import { normaliseCode } from '../lib/discounts';
import { parseBundleId } from '../lib/links';
import type { Timers } from '../lib/timers';
import { BillingPage } from './billing-page';
import { CheckoutForm } from './checkout-form';
import { LinkOn, LoadError, Loading } from './load-state';
import { PaymentStatus } from './payment-status';

export interface PaymentPageProps {
  routeName: string;
  user: { id: number };
  /** refreshes the member after a completed payment */
  onPaid: () => void;
  /** opens the provider's checkout page */
  redirect?: (url: string) => void;
  timers?: Timers;
}

const assign = (url: string) => window.location.assign(url);

/**
 * /credits/{id}/{paymentmethod?}: pay for a bundle. With `?order=` (the provider's return URL) it shows
 * the state of that payment, and after a failure a new try with another method.
 */
export function PaymentPage({ routeName, user, onPaid, redirect = assign, timers }: PaymentPageProps) {
  const { t } = useTranslation('billing');
  const params = useParams();
  const [search] = useSearchParams();
  const bundleId = parseBundleId(params.id);
  const method = params.paymentmethod ?? null;
  const orderId = search.get('order');
  const code = normaliseCode(search.get('code') ?? '') || null;
  const offer = useBundles(`member-${user.id}`);

  const checkout = (failed: Order | null) => {
    if (offer.isPending) return <Loading />;
    if (offer.isError) return <LoadError message={t('loadError')} onRetry={() => void offer.refetch()} />;
    const id = failed?.bundle_id ?? bundleId;
    const bundle = offer.data.bundles.find((candidate) => candidate.id === id);
    if (!bundle) {
      return <LinkOn text={t('payment.bundleNotFound')} linkLabel={t('credits.title')} />;
    }
    return (
      <CheckoutForm
        key={failed ? `retry-${failed.id}` : 'checkout'}
        offer={offer.data}
        bundle={bundle}
        initialMethod={failed ? null : method}
        requestedCode={failed ? failed.discount_code : code}
        failedMethod={failed?.payment_method ?? null}
        redirect={redirect}
      />
    );
  };

  return (
    <BillingPage routeName={routeName} title={t('payment.title')}>
      {orderId ? (
        <PaymentStatus
          key={orderId}
          orderId={orderId}
          userId={user.id}
          onPaid={onPaid}
          retry={(failed) => checkout(failed)}
          timers={timers}
        />
      ) : (
        checkout(null)
      )}
    </BillingPage>
  );
}
