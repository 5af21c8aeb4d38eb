import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n';
import type { Locale } from '../../../lib/i18n/locales';
import type { MemberCard, MemberProfile, MemberResponse } from '../api/get-member';

export type Handler = (request: { method: string; url: URL; body: unknown }) => Response | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Renders `element` at `path` (route `pattern`) with react-query, translations and a fake API. */
export async function renderMember(
  element: ReactNode,
  {
    path = '/members/5',
    pattern = '/members/:id',
    handler,
    language = 'en',
  }: {
    path?: string;
    pattern?: string;
    handler: Handler;
    language?: Locale;
  },
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
  await i18n.loadNamespaces('member');
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

const open = (id: number) => ({
  id,
  locked: false as const,
  url: `/media/5/photo-${id}.jpg`,
  thumb_url: `/media/5/photo-${id}_thumb.jpg`,
});

/** A member with three photos; `visible` of them unlocked. */
export function memberFixture(overrides: Partial<MemberProfile> = {}, visible = 1): MemberProfile {
  const photos = [11, 12, 13].map((id, index) =>
    index < visible ? open(id) : { id, locked: true as const },
  );
  return {
    id: 5,
    name: 'Anna',
    age: 29,
    gender: 'female',
    seeking: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region: 'Noord-Holland',
    region_id: 8,
    city: 'Haarlem',
    fictional: false,
    main_image: {
      filename: '5/photo-11.jpg',
      thumb_filename: '5/photo-11_thumb.jpg',
      status: 'approved',
      match: '/media/5/photo-11_thumb.jpg',
    },
    photo_count: 3,
    photos,
    blocked: false,
    last_active_at: null,
    interests: [2, 1],
    hair_color: 'blonde',
    eye_color: null,
    body_type: 'slim',
    relationship_status: 'single',
    about: 'I love long walks on the beach.',
    ...overrides,
  };
}

export const relatedFixture: MemberCard[] = [
  {
    id: 7,
    name: 'Bea',
    age: 31,
    city: 'Leiden',
    region: null,
    country: 'NL',
    fictional: true,
    main_image: null,
  },
  {
    id: 8,
    name: 'Cleo',
    age: 27,
    city: 'Delft',
    region: null,
    country: 'NL',
    fictional: false,
    main_image: { filename: 'x.jpg', thumb_filename: 'x_t.jpg', status: 'approved', match: '/media/x_t.jpg' },
  },
];

export function memberResponse(
  member: MemberProfile,
  related: MemberCard[] = relatedFixture,
): MemberResponse {
  return { member, related };
}
