import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import type { DirectDebitRequest, Order } from '../api/direct-debit';
import type { Offer } from '../api/get-offer';
import { DirectDebitPage } from '../components/direct-debit-page';

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

export type Handler = (call: Call & { url: URL }) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const apiError = (status: number, error: string, message: string, fields?: Record<string, string>) =>
  json({ error, message, ...(fields ? { fields } : {}) }, status);

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

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  id: '0b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
  bundle_id: 2,
  credits: 25,
  currency: 'EUR',
  amount: 1999,
  list_amount: 1999,
  discount_code: null,
  discount_percentage: 0,
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
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    if (url.pathname === '/api/bundles.php') return json(offer);
    return handler({ ...call, url }) ?? apiError(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  const i18n = await createI18n(language);
  await i18n.loadNamespaces('directdebit');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onPaid = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/directdebit',
        element: <DirectDebitPage routeName="directdebit" userId={7} siteName="Kindred" onPaid={onPaid} />,
      },
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
  return { ...result, calls, router, onPaid };
}
