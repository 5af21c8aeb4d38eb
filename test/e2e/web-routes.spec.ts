import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Every route of the web app's route table renders inside its layout (web/src/app/route-table.json is
// the single source: the router is built from it and the server answers 404 for anything else).

const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

/** Marks the site-entry warning as closed before any page script runs (for tests about other things). */
async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, String(Date.now()));
  }, ENTRY_WARNING_SKIPPED_KEY);
}

interface RouteEntry {
  name: string;
  path: string;
  layout: 'default' | 'chat' | 'lander' | 'empty';
}

const routeTable = JSON.parse(
  readFileSync(join(__dirname, '../../web/src/app/route-table.json'), 'utf8'),
) as RouteEntry[];

const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  type: 'liked',
  paymentmethod: 'ideal',
  slug: 'summer',
};

/** `/credits/:id/:paymentmethod?` → `/credits/1/ideal`; `withOptional: false` drops optional params. */
function samplePath(pattern: string, withOptional = true): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      if (optional && !withOptional) return [];
      const name = segment.slice(1).replace(/\?$/, '');
      return [SAMPLE_PARAMS[name] ?? 'sample'];
    });
  return `/${segments.join('/')}`;
}

test('the route table covers the spec’s routes and layouts', () => {
  expect(routeTable.length).toBeGreaterThanOrEqual(55);
  const byName = new Map(routeTable.map((route) => [route.name, route]));
  expect(byName.get('index')?.path).toBe('/');
  expect(byName.get('settings')?.path).toBe('/settings');
  expect(byName.get('chats')?.layout).toBe('chat');
  expect(byName.get('members-id-chat')?.layout).toBe('chat');
  expect(byName.get('landers-video-slug')?.layout).toBe('lander');
  expect(byName.get('members-id-landing2-slug')?.layout).toBe('lander');
  expect(byName.get('members-id-signup')?.layout).toBe('empty');
  expect(byName.get('signup-matches')?.layout).toBe('empty');
  expect(byName.get('lang-config')?.layout).toBe('empty');
});

test.describe('each route renders in its layout', () => {
  test.beforeEach(async ({ page }) => {
    await skipEntryWarning(page);
  });

  for (const route of routeTable) {
    const paths = new Set([samplePath(route.path), samplePath(route.path, false)]);
    for (const path of paths) {
      test(`${route.name}: ${path} (${route.layout})`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status(), `HTTP status of ${path}`).toBe(200);
        const layout = page.locator(`[data-layout="${route.layout}"]`);
        await expect(layout).toBeVisible();
        await expect(layout.locator(`[data-route="${route.name}"]`)).toBeVisible();
        await expect(page.locator('[data-layout]')).toHaveCount(1);
      });
    }
  }
});

test('home shows the landing hero with login and sign-up for a visitor', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/');
  const home = page.locator('[data-layout="default"] [data-route="index"]');
  await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
  await expect(home.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('the footer has the nine links of the spec, in order', async ({ page }) => {
  await skipEntryWarning(page);
  await page.goto('/login');
  const links = page.getByRole('contentinfo').getByRole('link');
  await expect(links).toHaveCount(9);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/pages/terms',
    '/pages/privacy',
    '/pages/cookies',
    '/pages/ban',
    '/pricing',
    '/complaints',
    '/pages/return-policy',
    '/pages/faq',
    '/pages/service',
  ]);
});

for (const slug of ['ban', 'cookies', 'faq', 'privacy', 'return-policy', 'service', 'terms']) {
  test(`/pages/${slug} shows its text with the site's and company's details filled in`, async ({ page }) => {
    await skipEntryWarning(page);
    await page.goto(`/pages/${slug}`);
    const article = page.locator(`article[data-route="pages-${slug}"]`);
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(article).not.toContainText('{{');
  });
}

test('a page that takes a while to load shows the progress bar along the top until it is there', async ({
  page,
}) => {
  await skipEntryWarning(page);
  await page.goto('/members');
  // the match finder's code is held back until the bar has been seen
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/match-finder-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading…' });
  await expect(bar).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'More ways to meet someone' })
    .getByRole('link', { name: 'Match finder' })
    .click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
  release();
  await expect(page.locator('[data-route="match-finder"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
