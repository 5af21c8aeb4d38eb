import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import { renderFeature, type ApiHandler } from '../../../test/render-feature';
import type { BundlesResponse } from '../api/get-bundles';

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

type Bundle = BundlesResponse['bundles'][number];

/** The popular bundle: 25 credits for €19.99. */
export const bundleFixture = (overrides: Partial<Bundle> = {}): Bundle => ({
  id: 2,
  credits: 25,
  popular: true,
  currency: 'EUR',
  price: 1999,
  price_per_credit: 80,
  discounted_price: null,
  ...overrides,
});

export const bundlesFixture = (overrides: Partial<BundlesResponse> = {}): BundlesResponse => ({
  country: 'NL',
  currency: 'EUR',
  minimum_message_cost: { costs: 99, currency: 'EUR' },
  premium: false,
  discount: null,
  payment_methods: ['ideal', 'creditcard', 'paypal', 'applepay', 'sdd', 'paysafecard', 'sct'],
  bundles: [
    bundleFixture({ id: 1, credits: 10, popular: false, price: 999, price_per_credit: 100 }),
    bundleFixture(),
  ],
  ...overrides,
});

export { orderFixture } from '../../../test/fixtures';
