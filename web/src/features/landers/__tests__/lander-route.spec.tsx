import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pages, type PageLoader } from '../../../app/router';
import { routeTable, type RouteDefinition } from '../../../app/route-table';
import en from '../../../locales/en/landers.json';
import { renderApp } from '../../../test/render-app';
import { LANDER_IDS, landerRouteName } from '../lib/lander-variant';
import { json, searchPage } from './render-lander';

// The route module (app/routes/lander.tsx) in the real app: the lander layout, the session, the site's
// settings and the signup modal it brings along. The app's router does not know it until router.tsx
// names it for the eleven routes, so these tests hand it in.

const TABLE: RouteDefinition[] = [
  { name: 'landers-gallery-slug', path: '/landers/gallery/:slug?', layout: 'lander' },
  { name: 'landers-adultonly-slug', path: '/landers/adultonly/:slug?', layout: 'lander' },
];
const lander: PageLoader = () => import('../../../app/routes/lander');
const routes = {
  table: TABLE,
  loaders: { 'landers-gallery-slug': lander, 'landers-adultonly-slug': lander },
};

const MEMBER = {
  id: 1,
  credits: 0,
  status: 'activated',
  paid_user: false,
  notifications_disabled: [],
  profile: null,
};

const search = (url: URL) => (url.pathname === '/api/search.php' ? json(searchPage(10)) : undefined);

describe('the lander route', () => {
  it('renders in the lander layout, keeps the tracking of the visit and opens the signup modal on desktop', async () => {
    const { fetchMock } = await renderApp('/landers/gallery/summer?network=adnet&ref=7&sub1=abc', {
      routes,
      api: search,
    });
    const heading = await screen.findByRole('heading', { level: 1, name: en.variants.gallery.title });
    const page = heading.closest('[data-route="landers-gallery-slug"]')!;
    expect(page.closest('[data-layout="lander"]')).not.toBeNull();
    expect(page).toHaveAttribute('data-slug', 'summer');
    expect(screen.queryByRole('link', { name: 'Search members' })).not.toBeInTheDocument();
    // kept where features/signup/lib/tracking.ts keeps it for the signup
    expect(JSON.parse(window.sessionStorage.getItem('signup-tracking')!)).toEqual({
      network: 'adnet',
      ref: '7',
      sub1: 'abc',
    });
    await waitFor(() => expect(document.querySelectorAll('[data-photo-slot="photo"]')).toHaveLength(8));
    const searchCall = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((u) => u.includes('search.php'));
    expect(searchCall).toContain('network=adnet');

    fireEvent.click(screen.getAllByRole('link', { name: en.variants.gallery.cta })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
  });

  it('is invite-only for a visitor without a traffic source when the site takes signups only with one', async () => {
    await renderApp('/landers/adultonly', {
      routes,
      settings: { signups: 'with_trafficsource', logged_out_search: 'none' },
      api: search,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: en.variants.adultonly.title }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Kindred is currently invite-only')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: en.variants.adultonly.cta })).not.toBeInTheDocument();
    // search refused to visitors: no photos asked for, gradient tiles instead
    await waitFor(() => expect(document.querySelectorAll('[data-photo-slot="empty"]')).toHaveLength(3));
  });

  it('takes signups from a visitor who came with a traffic source', async () => {
    await renderApp('/landers/adultonly?network=adnet', {
      routes,
      settings: { signups: 'with_trafficsource' },
      api: search,
    });
    expect(await screen.findAllByRole('link', { name: en.variants.adultonly.cta })).toHaveLength(2);
  });

  it('offers an invite-only site’s visitor no signup while the site’s settings load', async () => {
    // the app waits for the settings before any page (a spinner), so no call to action can be wrong
    let answer = () => {};
    const settingsHeldUntil = new Promise<void>((resolve) => (answer = resolve));
    await renderApp('/landers/adultonly', {
      routes,
      settings: { signups: 'with_trafficsource', logged_out_search: 'none' },
      settingsHeldUntil,
      api: search,
    });
    await screen.findByText('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.variants.adultonly.cta })).not.toBeInTheDocument();
    answer();
    expect(await screen.findAllByText('Kindred is currently invite-only')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: en.variants.adultonly.cta })).not.toBeInTheDocument();
  });

  it('takes a logged-in member into the app', async () => {
    await renderApp('/landers/adultonly', { routes, user: MEMBER, api: search });
    const links = await screen.findAllByRole('link', { name: 'Go to members' });
    expect(links[0]).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('link', { name: en.variants.adultonly.cta })).not.toBeInTheDocument();
  });

  it('remembers a member’s session in this browser and forgets it once logged out', async () => {
    const first = await renderApp('/landers/adultonly', { routes, user: MEMBER, api: search });
    await screen.findAllByRole('link', { name: 'Go to members' });
    expect(window.localStorage.getItem('kindred.signed-in')).toBe('1');
    first.unmount();

    // the next visit waits for the session instead of offering the signup, then learns it has ended
    let answer = () => {};
    const userHeldUntil = new Promise<void>((resolve) => (answer = resolve));
    await renderApp('/landers/adultonly', { routes, user: null, userHeldUntil, api: search });
    await screen.findByRole('heading', { level: 1, name: en.variants.adultonly.title });
    expect(document.querySelectorAll('[data-cta="pending"]')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: en.variants.adultonly.cta })).not.toBeInTheDocument();
    answer();
    expect(await screen.findAllByRole('link', { name: en.variants.adultonly.cta })).toHaveLength(2);
    expect(document.querySelector('[data-cta="pending"]')).toBeNull();
    expect(window.localStorage.getItem('kindred.signed-in')).toBe('0');
  });

  it.each(LANDER_IDS.map((id) => [id]))(
    'in the app’s route table, /landers/%s (with and without a slug) renders in the lander layout',
    async (id) => {
      // what router.tsx does once it names the route module for the eleven routes
      const loaders = {
        ...pages,
        ...Object.fromEntries(LANDER_IDS.map((name) => [landerRouteName(name), lander])),
      };
      for (const path of [`/landers/${id}`, `/landers/${id}/spring`]) {
        const { unmount } = await renderApp(path, { routes: { table: routeTable, loaders }, api: search });
        const heading = await screen.findByRole('heading', { level: 1, name: en.variants[id].title });
        const page = heading.closest(`[data-route="${landerRouteName(id)}"]`)!;
        expect(page.closest('[data-layout="lander"]')).not.toBeNull();
        expect(page.getAttribute('data-slug')).toBe(path.endsWith('/spring') ? 'spring' : null);
        unmount();
      }
    },
  );
});
