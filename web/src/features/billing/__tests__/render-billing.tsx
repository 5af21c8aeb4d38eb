import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { renderFeature, type ApiHandler } from '../../../test/render-feature';
import type { BundlesResponse } from '../api/get-bundles';
import type { Order } from '../api/orders';

export { json } from '../../../test/render-feature';
export type Handler = ApiHandler;

/** Renders `element` at `path` (route `pattern`) with react-query, translations and a fake API. */
export function renderBilling(
  element: ReactNode,
  {
    path = '/',
    pattern = '/',
    handler,
    language = 'en',
  }: { path?: string; pattern?: string; handler: Handler; language?: Locale },
) {
  return renderFeature(element, { path, pattern, handler, language, namespace: 'billing' });
}

export const bundlesFixture = (overrides: Partial<BundlesResponse> = {}): BundlesResponse => ({
  country: 'NL',
  currency: 'EUR',
  minimum_message_cost: { costs: 99, currency: 'EUR' },
  premium: false,
  discount: null,
  payment_methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'sdd', 'paysafecard', 'sct'],
  bundles: [
    {
      id: 1,
      credits: 10,
      popular: false,
      currency: 'EUR',
      price: 999,
      price_per_credit: 100,
      discounted_price: null,
    },
    {
      id: 2,
      credits: 25,
      popular: true,
      currency: 'EUR',
      price: 1999,
      price_per_credit: 80,
      discounted_price: null,
    },
  ],
  ...overrides,
});

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  id: '0b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
  bundle_id: 2,
  credits: 25,
  currency: 'EUR',
  list_amount: 1999,
  amount: 1999,
  discount_code: null,
  discount_percentage: 0,
  payment_method: 'ideal',
  status: 'pending',
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
  ...overrides,
});
