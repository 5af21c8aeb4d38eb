import { expect, test, type Page } from '@playwright/test';

// Paths outside web/src/app/route-table.json: the server answers 404 and the app shows its 404 page.

const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

/** Marks the site-entry warning as closed before any page script runs (for tests about other things). */
async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, String(Date.now()));
  }, ENTRY_WARNING_SKIPPED_KEY);
}

test.beforeEach(async ({ page }) => {
  await skipEntryWarning(page);
});

test('an unknown path answers 404 and shows the not-found page with a link home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);

  const notFound = page.locator('[data-layout="default"] [data-route="not-found"]');
  await expect(notFound).toBeVisible();
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page).toHaveTitle(/^Page not found – /);

  await notFound.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-route="index"]')).toBeVisible();
});

for (const path of ['/members/1/unknown', '/pages/unknown', '/landers/nope', '/credits/1/ideal/extra']) {
  test(`${path} is not a route: 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('[data-route="not-found"]')).toBeVisible();
  });
}

test('the 404 page is translated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL ?? 'http://localhost:3000' }]);
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('[data-route="not-found"]').getByRole('heading', { level: 1 })).toHaveText(
    'Diese Seite wurde nicht gefunden',
  );
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
});
