import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/landers.json';
import { isSignupModalOpen, registerSignupModalHost } from '../../../lib/signup-modal';
import { apiError } from '../../../test/render-feature';
import { LANDER_IDS, landerRouteName, type LanderId } from '../lib/lander-variant';
import { json, photoCard, renderLander, searchPage, type Handler } from './render-lander';

const serveSearch =
  (count: number): Handler =>
  ({ url }) =>
    url.pathname === '/api/search.php' ? json(searchPage(count)) : undefined;

const refused: Handler = ({ url }) =>
  url.pathname === '/api/search.php'
    ? apiError(403, 'authentication_required', 'You need to be logged in.')
    : undefined;

const photoSlots = (state: string) => document.querySelectorAll(`[data-photo-slot="${state}"]`);

/** A viewport of `width` px: matchMedia answers min-width and max-width queries as a browser would. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !!(min || max),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

let unregister: () => void = () => {};
beforeEach(() => {
  // the desktop signup modal, as SignupModalSlot mounts it
  unregister = registerSignupModalHost();
});
afterEach(() => {
  unregister();
  vi.unstubAllGlobals();
});

describe('the eleven landers', () => {
  it.each(LANDER_IDS.map((id) => [id] as [LanderId]))(
    '%s has its own h1 and a call to action that opens the signup',
    async (id) => {
      await renderLander(landerRouteName(id), { handler: serveSearch(12) });
      const variant = en.variants[id];
      const root = document.querySelector(`[data-lander="${id}"]`)!;
      expect(root).toHaveAttribute('data-route', landerRouteName(id));
      const headings = await screen.findAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(variant.title);
      expect(screen.getByText(variant.lead)).toBeInTheDocument();

      // the call to action in the hero and once more at the end, in the variant's words
      const ctas = screen.getAllByRole('link', { name: variant.cta });
      expect(ctas).toHaveLength(2);
      for (const cta of ctas) expect(cta).toHaveAttribute('href', '/signup');
      expect(screen.getAllByText('Free to join. Adults (18+) only.')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

      expect(isSignupModalOpen()).toBe(false);
      fireEvent.click(ctas[0]!);
      expect(isSignupModalOpen()).toBe(true);

      // photos of the search, a teaser: never more than the design's slots
      await waitFor(() => expect(photoSlots('photo').length).toBeGreaterThan(0));
      expect(photoSlots('photo').length).toBeLessThanOrEqual(8);
      expect(photoSlots('empty')).toHaveLength(0);
    },
  );

  it('each variant has its own headline, subline and call to action', () => {
    for (const field of ['eyebrow', 'title', 'lead', 'cta'] as const) {
      const values = LANDER_IDS.map((id) => en.variants[id][field]);
      expect(new Set(values).size, field).toBe(LANDER_IDS.length);
    }
  });

  it('marks the page with its slug and nothing more', async () => {
    await renderLander('landers-gallery-slug', {
      path: '/landers/gallery/summer',
      props: { slug: 'summer' },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('[data-lander="gallery"]')).toHaveAttribute('data-slug', 'summer');
  });
});

describe('photos', () => {
  it('shows the members’ photos of the search, without names', async () => {
    await renderLander('landers-gallery-slug', { handler: serveSearch(20) });
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(8));
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/media/${id}_t.jpg`));
    expect(screen.queryByText('M1')).not.toBeInTheDocument();
    expect(document.querySelector('[data-lander]')).toHaveAttribute('data-photos', '8');
  });

  it('fills the slots a short search leaves with gradient tiles', async () => {
    await renderLander('landers-collagelanding-slug', { handler: serveSearch(2) });
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(2));
    expect(photoSlots('empty')).toHaveLength(5);
  });

  it('shows a skeleton only where the photos load, announced once', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    await renderLander('landers-maplanding-slug', {
      handler: ({ url }) => (url.pathname === '/api/search.php' ? pending : undefined),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos…');
    expect(photoSlots('loading')).toHaveLength(6);
    // the rest of the page is there already
    expect(screen.getAllByRole('link', { name: en.variants.maplanding.cta })).toHaveLength(2);
    answer(json(searchPage(6)));
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(6));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['refused (403)', refused],
    ['empty', serveSearch(0)],
    [
      'failing (500)',
      (({ url }) =>
        url.pathname === '/api/search.php' ? apiError(500, 'internal', 'Oops') : undefined) as Handler,
    ],
  ])('renders in full without photos and without an error when the search is %s', async (_, handler) => {
    const { calls } = await renderLander('landers-video-slug', { handler });
    await waitFor(() => expect(photoSlots('empty')).toHaveLength(4));
    expect(calls.some((call) => call.path.startsWith('/api/search.php'))).toBe(true);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.variants.video.title);
    expect(screen.getAllByRole('link', { name: en.variants.video.cta })).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/error|logged in|Oops/i);
  });

  it('does not ask the search when the site does not show it to visitors', async () => {
    const { calls } = await renderLander('landers-tinderswipe-slug', {
      props: { photosAllowed: false },
      handler: serveSearch(3),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(photoSlots('empty')).toHaveLength(3);
    expect(calls.filter((call) => call.path.startsWith('/api/search.php'))).toEqual([]);
  });

  it('sends the visit’s network and ref along, so the server applies the traffic-source setting', async () => {
    const { calls } = await renderLander('landers-iconslanding-slug', {
      props: { source: { network: 'adnet', ref: '42' } },
      handler: serveSearch(5),
    });
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(5));
    const search = calls.find((call) => call.path.startsWith('/api/search.php'))!;
    expect(search.path).toBe('/api/search.php?network=adnet&ref=42');
  });

  it('marks the photo of a fictional profile with the site’s fictional icon', async () => {
    await renderLander('landers-adultonly-slug', {
      props: { fictionalLabel: 'Fantasy profile' },
      handler: ({ url }) =>
        url.pathname === '/api/search.php'
          ? json({ results: [photoCard(1), photoCard(2, true)], numResults: 2, cursor: null })
          : undefined,
    });
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(2));
    expect(document.querySelectorAll('[data-fictional]')).toHaveLength(1);
    expect(document.querySelector('[data-fictional]')).toHaveAttribute('title', 'Fantasy profile');
  });
});

describe('who looks', () => {
  it('tells a visitor the site is invite-only and offers Log in when signups are closed', async () => {
    await renderLander('landers-whoneedsstrings-slug', { props: { signupsOpen: false } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      en.variants.whoneedsstrings.title,
    );
    expect(screen.getAllByText('Kindred is currently invite-only')).toHaveLength(2);
    const logins = screen.getAllByRole('link', { name: 'Log in' });
    expect(logins).toHaveLength(2);
    for (const link of logins) expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: en.variants.whoneedsstrings.cta })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign up/i })).not.toBeInTheDocument();
  });

  it('offers a member who is logged in the way into the app instead of signing up', async () => {
    await renderLander('landers-socialnetwork-slug', { props: { loggedIn: true }, handler: serveSearch(5) });
    const links = await screen.findAllByRole('link', { name: 'Go to members' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/members');
    expect(screen.queryByRole('link', { name: en.variants.socialnetwork.cta })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await waitFor(() => expect(photoSlots('photo')).toHaveLength(5));
  });

  it('holds the call to action’s place, offering no signup, while a returning member’s session loads', async () => {
    await renderLander('landers-socialnetwork-slug', {
      props: { loggedIn: undefined, memberExpected: true },
      handler: serveSearch(5),
    });
    await screen.findByRole('heading', { level: 1, name: en.variants.socialnetwork.title });
    const pending = document.querySelectorAll('[data-cta="pending"]');
    expect(pending).toHaveLength(2);
    for (const cta of pending) {
      expect(cta).toHaveAttribute('aria-busy', 'true');
      expect(cta).toHaveTextContent('Loading…'); // spoken, not shown
    }
    expect(screen.queryByRole('link', { name: en.variants.socialnetwork.cta })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to members' })).not.toBeInTheDocument();
  });

  it('shows a visitor the signup at once while the session loads in a browser no member used', async () => {
    await renderLander('landers-socialnetwork-slug', {
      props: { loggedIn: undefined, memberExpected: false },
      handler: serveSearch(5),
    });
    expect(await screen.findAllByRole('link', { name: en.variants.socialnetwork.cta })).toHaveLength(2);
    expect(document.querySelector('[data-cta="pending"]')).toBeNull();
  });

  it('on a phone the call to action goes to the signup page', async () => {
    viewport(390);
    const { router } = await renderLander('landers-alonetonight-slug');
    const cta = (await screen.findAllByRole('link', { name: en.variants.alonetonight.cta }))[0]!;
    fireEvent.click(cta);
    expect(isSignupModalOpen()).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('lays the page out in landmarks: one region per part, each named by its heading', async () => {
    await renderLander('landers-iconslanding-slug');
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'lander-title',
      'lander-features-title',
      'lander-steps-title',
      'lander-closing-title',
    ]);
    const features = screen.getByRole('region', { name: en.features.title });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });
});
