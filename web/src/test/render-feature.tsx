import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const apiError = (status: number, error: string, message: string, fields?: Record<string, string>) =>
  json({ error, message, ...(fields ? { fields } : {}) }, status);

export interface ApiCall {
  method: string;
  /** path and query string */
  path: string;
  body: Record<string, unknown> | undefined;
}

/** An answer, or one still on its way (a promise the test resolves when it wants the answer there). */
export type ApiHandler = (call: ApiCall & { url: URL }) => Response | Promise<Response> | undefined;

/** Replaces fetch by `handler` (404 for what it does not answer) and records every call. */
export function fakeApi(handler: ApiHandler) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    return handler({ ...call, url }) ?? apiError(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export interface RenderFeatureOptions {
  /** where the router starts */
  path: string;
  /** the route pattern `element` is mounted at; anything else renders "elsewhere" */
  pattern: string;
  /** the translation namespace the feature loads */
  namespace: string;
  handler: ApiHandler;
  language?: Locale;
}

/** Renders one feature page at `path` with react-query, its translations, a router and a fake API. */
export async function renderFeature(
  element: ReactNode,
  { path, pattern, namespace, handler, language = 'en' }: RenderFeatureOptions,
) {
  const { calls } = fakeApi(handler);
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(namespace);
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

export interface FeatureRenderOptions {
  /** where the router starts (the feature's page unless said) */
  path?: string;
  /** the route pattern `element` is mounted at (the feature's unless said) */
  pattern?: string;
  handler: ApiHandler;
  language?: Locale;
}

/** The render function of one feature's tests: `renderFeature` with its namespace and its page's path and pattern. */
export function featureRenderer(namespace: string, page: { path: string; pattern: string }) {
  return (
    element: ReactNode,
    { path = page.path, pattern = page.pattern, handler, language }: FeatureRenderOptions,
  ) => renderFeature(element, { path, pattern, handler, language, namespace });
}
