import { type Locale, translate } from '../../shared/i18n/messages';
import type { PaymentMethod } from '../domain/payment-methods';
import { paymentMethodName } from './payment-method-names';
import type { ProviderPaymentStatus } from './payment-provider';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface CheckoutView {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  status: ProviderPaymentStatus;
}

export interface CheckoutPageOptions {
  /** The checkout link's token, carried by the form (null when the owner's session grants access). */
  token: string | null;
  locale: Locale;
}

/**
 * The sandbox's hosted checkout: the payer picks what the "bank" answers. Meant for development and
 * tests; a production site running on it (PAYMENT_PROVIDER=sandbox) shows the warning to every payer.
 */
export function renderCheckoutPage(view: CheckoutView, options: CheckoutPageOptions): string {
  const { locale } = options;
  const text = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    escape(translate(locale, key, params));
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: view.currency }).format(
    view.amount / 100,
  );
  const closed = view.status === 'open' ? null : view.status;
  const button = (outcome: string, label: string, style: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${style}">${label}</button>`;
  return `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text('billing.sandbox_title')}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 2rem 1rem; color: #111827; }
  main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  .badge { display: inline-block; font-size: .75rem; background: #fef3c7; color: #92400e; border-radius: 999px;
           padding: .15rem .6rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  fieldset { border: 1px solid #e5e7eb; border-radius: 8px; margin: 1rem 0; }
  .actions { display: grid; gap: .5rem; }
  button { font: inherit; padding: .7rem; border-radius: 8px; border: 1px solid #d1d5db; background: #fff; cursor: pointer; }
  .paid { background: #059669; color: #fff; border-color: #059669; }
  .failed { color: #b91c1c; } .canceled { color: #374151; }
  .warning { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; border-radius: 8px; padding: .75rem;
             margin: 0 0 1rem; font-weight: 600; }
</style></head>
<body><main>
  <p class="warning" role="alert" data-testid="sandbox-warning">${text('billing.sandbox_warning')}</p>
  <span class="badge">${text('billing.sandbox_badge')}</span>
  <h1>${text('billing.sandbox_pay_with', { method: paymentMethodName(view.method, locale) })}</h1>
  <p>${escape(view.description)}</p>
  <p class="amount" data-testid="amount">${escape(price)}</p>
  ${
    closed === null
      ? `<form method="post" action="/api/sandbox/checkout.php">
    <input type="hidden" name="id" value="${escape(view.id)}">${
      options.token ? `\n    <input type="hidden" name="token" value="${escape(options.token)}">` : ''
    }
    <fieldset><legend>${text('billing.sandbox_remember')}</legend>
      <label><input type="radio" name="remember" value="no" checked> ${text('billing.sandbox_remember_no')}</label><br>
      <label><input type="radio" name="remember" value="card"> ${text('billing.sandbox_remember_card')}</label><br>
      <label><input type="radio" name="remember" value="declining"> ${text('billing.sandbox_remember_declining')}</label>
    </fieldset>
    <div class="actions">
      ${button('paid', text('billing.sandbox_outcome_paid'), 'paid')}
      ${button('pending', text('billing.sandbox_outcome_pending'), 'pending')}
      ${button('failed', text('billing.sandbox_outcome_failed'), 'failed')}
      ${button('canceled', text('billing.sandbox_outcome_canceled'), 'canceled')}
    </div>
  </form>`
      : `<p>${text(`billing.sandbox_status_${closed}`)}</p>`
  }
</main></body></html>`;
}
