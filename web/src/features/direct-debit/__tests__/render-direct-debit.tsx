import { vi } from 'vitest';
import type { Locale } from '../../../lib/i18n/locales';
import { json, renderFeature, type ApiCall, type ApiHandler } from '../../../test/render-feature';
import type { DirectDebitRequest, Order } from '../api/direct-debit';
import type { Offer } from '../api/get-offer';
import { orderFixture as sharedOrderFixture } from '../../../test/fixtures';
import { DirectDebitPage } from '../components/direct-debit-page';

export { apiError, json } from '../../../test/render-feature';
export type Call = ApiCall;
export type Handler = ApiHandler;

export const offerFixture = (overrides: Partial<Offer> = {}): Offer => ({
  country: 'NL',
  currency: 'EUR',
  discount: null,
  payment_methods: ['ideal', 'creditcard', 'sdd', 'sct'],
  bundles: [
    { id: 1, credits: 10, popular: false, currency: 'EUR', price: 999, discounted_price: null },
    { id: 2, credits: 25, popular: true, currency: 'EUR', price: 1999, discounted_price: null },
    { id: 4, credits: 150, popular: false, currency: 'EUR', price: 7999, discounted_price: null },
  ],
  ...overrides,
});

export const requestFixture = (overrides: Partial<DirectDebitRequest> = {}): DirectDebitRequest => ({
  id: '6f1c1f7e-0000-4000-8000-000000000001',
  phone: '+31•••••678',
  iban: 'NL•• •••• 4300',
  amount: 1999,
  currency: 'EUR',
  credits: 25,
  expires_at: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
  ...overrides,
});

export const orderFixture = (overrides: Partial<Order> = {}): Order =>
  sharedOrderFixture({
    payment_method: 'sdd',
    status: 'completed',
    created_at: '2026-11-20T10:00:00.000Z',
    paid_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });

/** Renders the page at `path` with translations, react-query and a fake API answering by `handler`. */
export async function renderDirectDebit(
  path: string,
  handler: Handler,
  { language = 'en' as Locale, offer = offerFixture() } = {},
) {
  const onPaid = vi.fn();
  const result = await renderFeature(
    <DirectDebitPage routeName="directdebit" userId={7} siteName="Kindred" onPaid={onPaid} />,
    {
      path,
      pattern: '/directdebit',
      namespace: 'directdebit',
      language,
      handler: (call) => (call.url.pathname === '/api/bundles.php' ? json(offer) : handler(call)),
    },
  );
  return { ...result, onPaid };
}
