import { featureRenderer, type ApiHandler } from '../../../test/render-feature';
import type { BundlesResponse } from '../api/get-bundles';

export { json } from '../../../test/render-feature';
export type Handler = ApiHandler;

/** Renders `element` at `path` (route `pattern`) with react-query, the billing translations and a fake API. */
export const renderBilling = featureRenderer('billing', { path: '/', pattern: '/' });

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
  payment_method_names: {
    ideal: 'iDEAL',
    creditcard: 'Credit card',
    paypal: 'PayPal',
    applepay: 'Apple Pay',
    sdd: 'Direct debit',
    paysafecard: 'paysafecard',
    sct: 'Bank transfer',
  },
  bundles: [
    bundleFixture({ id: 1, credits: 10, popular: false, price: 999, price_per_credit: 100 }),
    bundleFixture(),
  ],
  ...overrides,
});

export { orderFixture } from '../../../test/fixtures';
