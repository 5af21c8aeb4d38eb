import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { newClientId } from '../../../lib/client-id';
import { useDiscountCode } from '../api/check-discount-code';
import type { Bundle, BundlesResponse } from '../api/get-bundles';
import { placeOrder, type NewOrder } from '../api/orders';
import { belowMinimumNote, chosenDiscount, priceOf } from '../lib/discounts';
import { orderPath, paymentPath } from '../lib/links';
import { attemptAnswered } from '../lib/purchase-attempt';
import { checkoutMethods, DIRECT_DEBIT, paymentMethodName, retryMethods } from '../lib/payment-methods';
import { OrderSummary } from './order-summary';
import { PaymentMethodPicker } from './payment-method-picker';
import { useLanguage } from './use-language';

export interface CheckoutFormProps {
  offer: BundlesResponse;
  bundle: Bundle;
  /** the method of the URL (/credits/{id}/{method}) */
  initialMethod: string | null;
  /** a discount code the member chose on /credits (or the failed order's) */
  requestedCode: string | null;
  /** the method that just failed: a new try offers the others first, none chosen */
  failedMethod?: string | null;
  /** opens the provider's checkout (window.location.assign) */
  redirect: (url: string) => void;
}

/** Method picker, order summary and "Pay now" for one bundle. */
export function CheckoutForm({
  offer,
  bundle,
  initialMethod,
  requestedCode,
  failedMethod = null,
  redirect,
}: CheckoutFormProps) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const methodName = (name: string) => paymentMethodName(name, offer.payment_method_names);
  const navigate = useNavigate();
  const methods = checkoutMethods(retryMethods(offer.payment_methods, failedMethod));
  const [method, setMethod] = useState<string | null>(() =>
    initialMethod && initialMethod !== failedMethod && methods.includes(initialMethod) ? initialMethod : null,
  );
  const [missingMethod, setMissingMethod] = useState(false);
  const methodGroup = useRef<HTMLFieldSetElement>(null);
  const [leaving, setLeaving] = useState(false);

  // a typed code is checked again here; the active discount comes with the bundles
  const activeCode = offer.discount?.code ?? null;
  const typedCode = requestedCode && requestedCode !== activeCode ? requestedCode : null;
  const typed = useDiscountCode(typedCode);
  const discount = chosenDiscount(typed.data?.discount ?? null, offer.discount);
  const price = priceOf(bundle, discount, activeCode);
  const minimumNote = belowMinimumNote(t, price, discount, bundle.currency, language);
  const codeProblem = typedCode && typed.error instanceof ApiError ? typed.error.message : null;

  // The purchase attempt's idempotency key: made by the click that starts an attempt and kept until the
  // server answers it, with its order or an error (a refusal, the provider's failure: the next click is a
  // new attempt). A click after no answer (the order may have been placed) is the same attempt, placed at
  // most once. Other details (another method or code) are another purchase.
  const purchase = useRef<{ key: string; details: string } | null>(null);

  const order = useMutation({
    mutationFn: (details: NewOrder) => {
      const same = JSON.stringify(details);
      if (purchase.current?.details !== same) purchase.current = { key: newClientId(), details: same };
      return placeOrder(purchase.current.key, details);
    },
    onError: (error) => {
      if (attemptAnswered(error)) purchase.current = null;
    },
    onSuccess: ({ order: placed, checkout_url }) => {
      purchase.current = null;
      setLeaving(true);
      if (checkout_url) redirect(checkout_url);
      else void navigate(orderPath(placed.bundle_id, placed.payment_method, placed.id));
    },
  });

  const choose = (next: string) => {
    setMethod(next);
    setMissingMethod(false);
    // the URL keeps the choice (a reload or the back button keeps it), unless this is a new try
    if (!failedMethod) void navigate(paymentPath(bundle.id, next, requestedCode), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMissingMethod(true);
      // a keyboard or screen reader user lands on the choice the error asks for, not on "Pay now"
      methodGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    order.mutate({
      bundle_id: bundle.id,
      payment_method: method,
      ...(price.discount ? { discount_code: price.discount.code } : {}),
    });
  };

  const error = order.error ? (order.error instanceof ApiError ? order.error.message : t('loadError')) : null;
  const currency = bundle.currency;
  return (
    <form className="checkout" onSubmit={submit} noValidate>
      <div className="checkout__methods">
        <PaymentMethodPicker
          ref={methodGroup}
          methods={methods}
          names={offer.payment_method_names}
          value={method}
          onChange={choose}
          error={missingMethod ? t('payment.chooseMethod') : null}
          directDebitPath={
            offer.payment_methods.includes(DIRECT_DEBIT)
              ? directDebitLink(bundle.id, price.discount?.code)
              : null
          }
        />
      </div>
      <div className="checkout__side">
        {codeProblem ? (
          <p className="alert alert--warning">
            {t('discount.notUsable', { code: typedCode, message: codeProblem })}
          </p>
        ) : null}
        {minimumNote ? <p className="billing__note">{minimumNote}</p> : null}
        <OrderSummary
          credits={bundle.credits}
          list={price.list}
          total={price.total}
          discount={price.discount}
          currency={currency}
          language={language}
          method={method ? methodName(method) : null}
        />
        <FormError message={error} />
        <SubmitButton
          size="lg"
          className="checkout__pay"
          pending={order.isPending || leaving}
          pendingLabel={t('payment.paying')}
        >
          {t('payment.pay')}
        </SubmitButton>
        <p className="billing__note checkout__secure">{t('payment.secure')}</p>
        <Link
          className="text-link checkout__back"
          to={typedCode ? `/credits?${new URLSearchParams({ code: typedCode }).toString()}` : '/credits'}
        >
          {t('payment.back')}
        </Link>
      </div>
    </form>
  );
}

/** /directdebit with this bundle and discount, so the form opens on them (features/direct-debit reads both). */
function directDebitLink(bundleId: number, code: string | undefined): string {
  const query = new URLSearchParams({ bundle: String(bundleId) });
  if (code) query.set('code', code);
  return `/directdebit?${query.toString()}`;
}
