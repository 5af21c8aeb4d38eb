import { expect, test, type Page } from '@playwright/test';

// Language choice without a URL prefix (SPEC §1): the `lang` cookie, else the site's domain_language,
// else English. The seeded site `de.kindred.test` (domain_language de-DE) is reached through the
// `?domain=` query, which the web app passes on to /api/settings.php.

const ENTRY_WARNING_SKIPPED_KEY = 'site-entry-warning-skipped';

/** Marks the site-entry warning as closed before any page script runs (for tests about other things). */
async function skipEntryWarning(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, String(Date.now()));
  }, ENTRY_WARNING_SKIPPED_KEY);
}

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

test.beforeEach(async ({ page }) => {
  await skipEntryWarning(page);
});

test('a new visitor on the default site gets English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLoggedOutNavigation(page);
});

test('the switcher lists the seven languages in their own names', async ({ page }) => {
  await page.goto('/login');
  const select = mainNavigation(page).getByRole('combobox', { name: 'Language' });
  await expect(select.locator('option')).toHaveText([
    'English',
    'Deutsch',
    'Español',
    'Français',
    'Italiano',
    'Nederlands',
    'Polski',
  ]);
});

test('choosing German switches the app and survives a reload through the lang cookie', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await expectLoggedOutNavigation(page);
  await mainNavigation(page).getByRole('combobox', { name: 'Language' }).selectOption('de');

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectLoggedOutNavigation(page, 'Anmelden', 'Hauptnavigation');
  await expect(page.locator('[data-route="login"]').getByRole('heading', { level: 1 })).toHaveText(
    'Anmelden',
  );

  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('de');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  // 365 days (allow a minute of slack)
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 60);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectLoggedOutNavigation(page, 'Anmelden', 'Hauptnavigation');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});

test('a German visitor of the English site reads the site’s own texts in German: the start page’s title and intro', async ({
  page,
}) => {
  await page.goto('/');
  await expectLoggedOutNavigation(page);
  await expect(page).toHaveTitle('Kindred – meet, chat and date with singles near you');
  await expect(page.getByText(/^Kindred is the friendly place for adults/)).toBeVisible();

  await mainNavigation(page).getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expectLoggedOutNavigation(page, 'Anmelden', 'Hauptnavigation');
  await expect(page).toHaveTitle('Kindred – Singles aus deiner Nähe kennenlernen');
  await expect(page.getByText(/^Kindred ist der Treffpunkt für Erwachsene/)).toBeVisible();
  await expect(page.getByText(/^Kindred is the friendly place/)).toHaveCount(0);

  // arriving again with the lang cookie: German from the first load
  await page.reload();
  await expect(page).toHaveTitle('Kindred – Singles aus deiner Nähe kennenlernen');
  await expect(page.getByText(/^Kindred ist der Treffpunkt für Erwachsene/)).toBeVisible();
});

test('without a cookie the site’s domain_language picks the language (?domain=de.kindred.test)', async ({
  page,
}) => {
  const settings = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/settings.php');
  await page.goto('/?domain=de.kindred.test');
  const response = await settings;
  expect(new URL(response.url()).searchParams.get('domain')).toBe('de.kindred.test');
  expect(((await response.json()) as { domain_language: string }).domain_language).toMatch(/^de/);

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectLoggedOutNavigation(page, 'Anmelden', 'Hauptnavigation');
});

test('domain_language from the settings response decides (rewritten to fr_FR)', async ({ page }) => {
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, domain_language: 'fr_FR' } });
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectLoggedOutNavigation(page, 'Se connecter', 'Navigation principale');
});

test('an unsupported domain_language falls back to English', async ({ page }) => {
  await page.route('**/api/settings.php*', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, domain_language: 'pt_BR' } });
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectLoggedOutNavigation(page);
});

test('the lang cookie wins over domain_language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'it', url: baseURL ?? 'http://localhost:3000' }]);
  await page.goto('/?domain=de.kindred.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectLoggedOutNavigation(page, 'Accedi', 'Navigazione principale');
});
