import { expect, test, type Page } from '@playwright/test';
import { type Violation, wcagViolations } from './helpers/accessibility';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, sendViaApi, writableSeededMembers } from './helpers/messaging';

// Every screen a member goes through, checked by axe-core against WCAG 2.2 A and AA (names, labels in
// names, contrast, lists, landmarks, ARIA use) on a wide screen and on a phone. A violation fails with the
// rule and the elements it found, so the report says what to mend.

const VISITOR_PAGES = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/pages/terms',
  '/reset-password',
  '/no-such-page',
  '/landers/adultonly',
  '/landers/tinderswipe',
  '/landers/gallery',
];
const MEMBER_PAGES = [
  '/members',
  '/likes',
  '/likes/liked',
  '/chats',
  '/credits',
  '/premium',
  '/profile',
  '/notifications',
  '/settings',
  '/swipe-game',
  '/match-finder',
  '/transactions',
  '/complaints',
  '/signup-matches',
  '/directdebit',
];

/** Waits for the page's content (its title, no skeleton left), then asks axe. */
async function violationsOn(
  page: Page,
  path: string,
  ready = page.locator('h1').first(),
): Promise<Violation[]> {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return wcagViolations(page, path);
}

async function checkEveryScreen(page: Page) {
  const found: Violation[] = [];
  for (const path of VISITOR_PAGES) found.push(...(await violationsOn(page, path)));

  const me = await activeMember(page);
  const [other] = await writableSeededMembers(page.request, 1);
  const sent = await sendViaApi(page.request, { member_id: other!.id }, 'Hello, how is your week going?');
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const bundles = (await (await page.request.get('/api/bundles.php')).json()) as {
    bundles: { id: number }[];
  };
  const screens = [
    ...MEMBER_PAGES,
    `/members/${other!.id}`,
    `/members/${me.id}`,
    `/likes/m/${other!.id}`,
    `/credits/${bundles.bundles[0]!.id}`,
  ];
  for (const path of screens) found.push(...(await violationsOn(page, path)));
  found.push(
    ...(await violationsOn(
      page,
      `/chats/${sent.body.conversation!.id}`,
      page.getByRole('log', { name: `Messages with ${other!.name}` }),
    )),
  );
  expect(found).toEqual([]);
}

test.describe('accessibility', () => {
  test.beforeEach(async ({ context }) => {
    await useOwnIp(context);
  });

  test('the entry warning a first visitor sees', async ({ page }) => {
    const dialog = page.locator('#site-entry-warning');
    const found = await violationsOn(page, '/', dialog);
    expect(found).toEqual([]);
  });

  test('every screen on a wide screen', async ({ page }) => {
    test.setTimeout(300_000);
    await skipEntryWarning(page);
    await checkEveryScreen(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('every screen', async ({ page }) => {
      test.setTimeout(300_000);
      await skipEntryWarning(page);
      await checkEveryScreen(page);
    });
  });
});
