import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import { ProfileEnvironmentProvider, type ProfileEnvironment } from '../components/profile-environment';

export { json } from '../../../test/render-feature';

export type FetchHandler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Renders `ui` with the profile environment, translations (en), a query client and a router. */
export async function renderProfile(
  ui: ReactNode,
  handler: FetchHandler,
  env: Partial<ProfileEnvironment> = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('profile');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const value: ProfileEnvironment = {
    userId: 1,
    countries: ['NL', 'DE', 'PL'],
    visibleFields: [],
    fieldNotes: {},
    photoModeration: 'post',
    paidUser: false,
    language: 'en',
    fetchRegions: async () => [],
    fetchInterests: async () => [],
    onProfileChanged: vi.fn(),
    ...env,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ProfileEnvironmentProvider value={value}>{ui}</ProfileEnvironmentProvider>
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, fetchMock, env: value, queryClient };
}

/** Replaces navigator.geolocation / navigator.permissions for one test (undefined removes them). */
export function stubNavigator(part: 'geolocation' | 'permissions', value: unknown) {
  const previous = Object.getOwnPropertyDescriptor(navigator, part);
  Object.defineProperty(navigator, part, { value, configurable: true });
  return () => {
    if (previous) Object.defineProperty(navigator, part, previous);
    else delete (navigator as unknown as Record<string, unknown>)[part];
  };
}
