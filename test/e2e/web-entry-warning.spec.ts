import { expect, test, type Page } from '@playwright/test';

// The site-entry warning (SPEC §2). The seeded default site (localhost) has enable_site_entry_popup 'yes'.
// Every test runs in a fresh browser context, so each one starts as a new visitor.

const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

function mainNavigation(page: Page, name = 'Main navigation') {
  return page.getByRole('navigation', { name });
}

/**
 * The Login button of the top navigation. It appears once the app knows the visitor is logged out
 * (GET /api/user.php answered), so waiting for it means the layout has settled.
 */
async function expectLoggedOutNavigation(page: Page, loginLabel = 'Log in', navLabel = 'Main navigation') {
  await expect(mainNavigation(page, navLabel).getByRole('link', { name: loginLabel })).toBeVisible();
}

const warning = (page: Page) => page.locator('#site-entry-warning');

const skippedAt = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), ENTRY_WARNING_SKIPPED_KEY);

test('shows for a new visitor as an accessible dialog, hides after Enter and after a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toHaveAttribute('role', 'dialog');
  await expect(warning(page)).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
  await expect(warning(page).getByRole('link', { name: 'Leave' })).toBeVisible();
  const enter = warning(page).getByRole('button', { name: 'Enter' });
  await expect(enter).toBeFocused();
  expect(await skippedAt(page)).toBeNull();

  const before = Date.now();
  await enter.click();
  await expect(warning(page)).toHaveCount(0);
  expect(Number(await skippedAt(page))).toBeGreaterThanOrEqual(before - 1000);

  await page.reload();
  await expectLoggedOutNavigation(page);
  await expect(page.locator('[data-route="index"]')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});

test('Escape closes it and stores the skipped timestamp', async ({ page }) => {
  await page.goto('/members');
  await expect(warning(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning(page)).toHaveCount(0);
  expect(Number(await skippedAt(page))).toBeGreaterThan(0);
});

test('Tab keeps the focus inside the dialog', async ({ page }) => {
  await page.goto('/');
  await expect(warning(page)).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await warning(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
});

test('does not show on /reset-password (and does on the next page)', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.locator('[data-route="reset-password"]')).toBeVisible();
  await expectLoggedOutNavigation(page);
  await expect(warning(page)).toHaveCount(0);

  // the same visitor, still not skipped, sees it as soon as they go to a page where it belongs
  await mainNavigation(page).getByRole('link', { name: 'Log in' }).click();
  await expect(page.locator('[data-route="login"]')).toBeVisible();
  await expect(warning(page)).toBeVisible();
});

test('does not show on /reset-password/do and /complete-signup', async ({ page }) => {
  for (const [path, route] of [
    ['/reset-password/do', 'reset-password-do'],
    ['/complete-signup', 'complete-signup'],
  ]) {
    await page.goto(path);
    await expect(page.locator(`[data-route="${route}"]`)).toBeVisible();
    await expectLoggedOutNavigation(page);
    await expect(warning(page)).toHaveCount(0);
  }
});

test('does not show in installed-app mode', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
  });
  await page.goto('/');
  await expectLoggedOutNavigation(page);
  await expect(page.locator('[data-route="index"]')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
});
