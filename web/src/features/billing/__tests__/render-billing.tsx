import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import type { BundlesResponse } from '../api/get-bundles';
import type { Order } from '../api/orders';

export type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders `element` at `path` (route `pattern`) with react-query, translations and a fake API. */
export async function renderBilling(
  element: ReactNode,
  {
    path = '/',
    pattern = '/',
    handler,
    language = 'en',
  }: { path?: string; pattern?: string; handler: Handler; language?: Locale },
) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    return handler({ method, url, body }) ?? json({ error: 'not_found', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const i18n = await createI18n(language);
  await i18n.loadNamespaces('billing');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, calls, router, queryClient };
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
