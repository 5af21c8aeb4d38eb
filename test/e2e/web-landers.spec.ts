import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { skipEntryWarning } from './helpers/identity';
import { activeMember } from './helpers/messaging';

// The eleven landing pages for ad traffic (SPEC §1 "/landers/…", lander layout: a simple navbar with the
// logo). Each has its own headline and a call to action that signs the visitor up: the signup modal on
// desktop, the signup page on a phone (SPEC §2).

interface LanderText {
  variants: Record<string, { title: string; cta: string }>;
}

const text = JSON.parse(
  readFileSync(join(__dirname, '../../web/src/locales/en/landers.json'), 'utf8'),
) as LanderText;

const LANDERS = [
  'adultonly',
  'tinderswipe',
  'whoneedsstrings',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

/** The visits: every lander, and one with a slug. */
const VISITS = [
  ...LANDERS.map((name) => ({ name, path: `/landers/${name}` })),
  { name: 'gallery' as const, path: '/landers/gallery/summer' },
];

test.beforeEach(async ({ page }) => {
  await skipEntryWarning(page);
});

/** Opens a lander and checks its layout and headline; returns the page block. */
async function openLander(page: Page, name: string, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  const layout = page.locator('[data-layout="lander"]');
  await expect(layout).toBeVisible();
  await expect(page.locator('[data-layout]')).toHaveCount(1);
  // the lander navbar: the logo, none of the main navigation's links
  await expect(page.getByRole('link', { name: 'Search members' })).toHaveCount(0);
  const lander = layout.locator(`[data-route="landers-${name}-slug"]`);
  await expect(lander).toBeVisible();
  await expect(lander.getByRole('heading', { level: 1 })).toHaveText(text.variants[name]!.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return lander;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { name, path } of VISITS) {
    test(`${path}: the lander layout, its headline, and the call to action opens the signup modal`, async ({
      page,
    }) => {
      const lander = await openLander(page, name, path);
      if (path.endsWith('/summer')) await expect(lander).toHaveAttribute('data-slug', 'summer');
      await lander.getByRole('link', { name: text.variants[name]!.cta }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('the tracking of a lander visit goes along to the signup', async ({ page }) => {
    await openLander(page, 'adultonly', '/landers/adultonly?network=adnet&ref=42&sub1=spring');
    const kept = await page.evaluate(() => window.sessionStorage.getItem('signup-tracking'));
    expect(JSON.parse(kept ?? '{}')).toEqual({ network: 'adnet', ref: '42', sub1: 'spring' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const { name, path } of VISITS) {
    test(`${path}: the call to action goes to the signup page`, async ({ page }) => {
      const lander = await openLander(page, name, path);
      // native on a phone: nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await lander.getByRole('link', { name: text.variants[name]!.cta }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(
        page
          .locator('[data-route="signup"]')
          .getByRole('heading', { level: 1, name: 'Create your free account' }),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test('a member who comes back to a lander is not offered the signup while the session loads', async ({
  page,
}) => {
  await activeMember(page);
  await page.goto('/members');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // the real user.php, answered only once the lander has been looked at without it
  let answerSession = () => {};
  const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() === 'GET') await sessionHeld;
    await route.continue();
  });
  const lander = await openLander(page, 'adultonly', '/landers/adultonly');
  await expect(lander.locator('[data-cta="pending"]').first()).toBeVisible();
  await expect(lander.getByRole('link', { name: text.variants.adultonly!.cta })).toHaveCount(0);
  answerSession();
  await expect(lander.getByRole('link', { name: 'Go to members' }).first()).toBeVisible();
  await expect(lander.locator('[data-cta="pending"]')).toHaveCount(0);
});
