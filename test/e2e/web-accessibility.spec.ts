import { expect, test, type Locator, type Page } from '@playwright/test';
import { smallTargets, type Violation, wcagViolations } from './helpers/accessibility';
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

/**
 * On a phone, the chat's footer: the tools fold behind one button so the field takes the width, the count
 * over the limit stays on one line, the field's focus ring keeps clear of the count; a message that could
 * not be sent is left with its "Try again" and "Delete". Answers the small targets of that chat.
 */
async function checkChatFooterOnPhone(page: Page, name: string): Promise<string[]> {
  const width = page.viewportSize()!.width;
  const footer = page.getByRole('form', { name: `Write to ${name}` });
  const field = footer.getByLabel(`Your message to ${name}`);
  const more = footer.getByRole('button', { name: 'More options' });
  const gift = footer.getByRole('button', { name: 'Send a gift' });
  const fieldWidth = async () => (await field.boundingBox())!.width;
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(gift).toBeHidden();
  expect(await fieldWidth()).toBeGreaterThan(width * 0.65);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(gift).toBeVisible();
  expect(await fieldWidth()).toBeGreaterThan(width * 0.65);

  const count = footer.getByTestId('chat-count');
  await field.fill('x'.repeat(1005));
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(count).toHaveText('1005 / 1000 characters: too long');
  expect((await count.boundingBox())!.height).toBeLessThan(24);
  // the focus ring: 3 px, 2 px apart from the field
  await field.fill('This one is not sent');
  await field.focus();
  const [fieldBox, countBox] = [(await field.boundingBox())!, (await count.boundingBox())!];
  expect(countBox.y - (fieldBox.y + fieldBox.height)).toBeGreaterThanOrEqual(5);

  await page.route('**/api/messages.php', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' })
      : route.fallback(),
  );
  await footer.getByRole('button', { name: 'Send', exact: true }).click();
  const failed = page.locator('[data-pending="failed"]').filter({ hasText: 'This one is not sent' });
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30_000 });
  await expect(failed.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.unroute('**/api/messages.php');
  return smallTargets(page, 'a chat with a message not sent');
}

async function checkEveryScreen(page: Page, { phone = false } = {}) {
  const found: Violation[] = [];
  // on a phone also the links and buttons under 24×24 px (WCAG 2.2 2.5.8; axe leaves out many)
  const small: string[] = [];
  const check = async (path: string, ready?: Locator) => {
    found.push(...(await violationsOn(page, path, ready)));
    if (phone) small.push(...(await smallTargets(page, path)));
  };
  for (const path of VISITOR_PAGES) await check(path);

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
  for (const path of screens) await check(path);
  await check(
    `/chats/${sent.body.conversation!.id}`,
    page.getByRole('log', { name: `Messages with ${other!.name}` }),
  );
  if (phone) small.push(...(await checkChatFooterOnPhone(page, other!.name)));
  expect(found).toEqual([]);
  expect(small).toEqual([]);
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
      await checkEveryScreen(page, { phone: true });
    });
  });
});
