import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/direct-debit';
import type { OfferBundle } from '../api/get-offer';
import type { FormStore } from '../lib/form-state';
import { formatMoney } from '../../../lib/money';
import { directDebitPath } from '../lib/paths';
import type { Price } from '../lib/price';
import { CodeStep } from './code-step';
import { DirectDebitForm } from './direct-debit-form';
import { DoneStep } from './done-step';
import { OrderSummary } from './order-summary';
import { RefusedStep } from './refused-step';
import { useDirectDebit } from './use-direct-debit';

export interface DirectDebitCheckoutProps {
  bundle: OfferBundle;
  price: Price;
  /** the link's discount code (kept when another package is chosen) */
  code: string | null;
  siteName: string;
  language: string;
  /** the form's values, kept by the page while the member changes packages */
  store: FormStore;
  onPaid: (order: Order) => void;
}

/** One bundle paid by direct debit: the summary beside the form, then the SMS code, then the result. */
export function DirectDebitCheckout({
  bundle,
  price,
  code,
  siteName,
  language,
  store,
  onPaid,
}: DirectDebitCheckoutProps) {
  const { t } = useTranslation('directdebit');
  const discountCode = price.discount?.code ?? null;
  const order = useMemo(
    () => ({ bundle_id: bundle.id, ...(discountCode ? { discount_code: discountCode } : {}) }),
    [bundle.id, discountCode],
  );
  const flow = useDirectDebit(order, store, onPaid);
  const [, dispatch] = store;
  // the mandate names the amount: another package (or price) needs the authorisation again
  useEffect(() => dispatch({ type: 'newAmount' }), [dispatch, bundle.id, price.total]);
  const { step } = flow;
  if (step.kind === 'done') return <DoneStep order={step.order} language={language} />;

  const amount = formatMoney(price.total, bundle.currency, language);
  return (
    <div className="dd-checkout">
      <OrderSummary
        credits={bundle.credits}
        price={price}
        currency={bundle.currency}
        language={language}
        changePath={step.kind === 'form' ? directDebitPath(null, code) : null}
      />
      <div className="surface dd-checkout__main">
        {step.kind === 'form' ? <DirectDebitForm flow={flow} siteName={siteName} amount={amount} /> : null}
        {step.kind === 'code' ? (
          <CodeStep
            key={step.request.id}
            request={step.request}
            resent={step.resent}
            language={language}
            onConfirm={flow.confirm}
            onResend={flow.resend}
            onEdit={flow.edit}
          />
        ) : null}
        {step.kind === 'refused' ? (
          <RefusedStep refusal={step.refusal} message={step.message} bundleId={bundle.id} />
        ) : null}
        {step.kind === 'form' ? <p className="dd-note">{t('form.howItWorks')}</p> : null}
      </div>
    </div>
  );
}
