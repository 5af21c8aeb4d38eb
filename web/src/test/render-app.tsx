import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { buildRoutes, type PageLoader } from '../app/router';
import type { RouteDefinition } from '../app/route-table';
import type { SiteSettings } from '../features/site/api/get-settings';
import { createI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';
import { companyFixture, settingsFixture } from './fixtures';
import { json } from './render-feature';

export interface RenderAppOptions {
  settings?: Partial<SiteSettings>;
  user?: unknown;
  /** GET user.php answers once this settles (a session that is still loading). */
  userHeldUntil?: Promise<void>;
  /** GET settings.php answers once this settles (the site's settings still loading). */
  settingsHeldUntil?: Promise<void>;
  language?: Locale;
  /** Answers of other calls (undefined: 404). */
  api?: (url: URL, init?: RequestInit) => Response | undefined;
  /** Another route table and page loaders (default: the app's). */
  routes?: { table: readonly RouteDefinition[]; loaders: Record<string, PageLoader> };
}

/** Renders the whole app (real routes, layouts and translations) at `path` against a fake API. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const settings = { ...settingsFixture, ...options.settings };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/settings.php':
        await options.settingsHeldUntil;
        return json(settings);
      case '/api/companyinfo.php':
        return json(companyFixture);
      case '/api/user.php':
        if (init?.method === 'PUT') return json({ ok: true });
        await options.userHeldUntil;
        return json({ user: options.user ?? null });
      default:
        return options.api?.(url, init) ?? json({ error: 'not_found', message: 'Not found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);

  const i18n = await createI18n(options.language ?? 'en');
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes(options.routes?.table, options.routes?.loaders), {
    initialEntries: [path],
  });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, i18n, queryClient, fetchMock };
}
