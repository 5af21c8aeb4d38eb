import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './helpers/accessibility';
import { skipEntryWarning } from './helpers/identity';

// /lang-config (SPEC §2): the seven languages, those of the country (SPEC §9, `?country=` or the site's
// geoip_selected_country) first; a choice switches the app at once, as the navigation's switcher does,
// and goes on to `?return=` or home.

test.beforeEach(async ({ page }) => {
  await skipEntryWarning(page);
});

/** The names of the language buttons of the group headed `title`, in their order. */
function languagesOf(page: Page, title: string) {
  return page.getByRole('region', { name: title }).getByRole('button');
}

test('?country=CH lists the four Swiss languages first; Français switches the app to French and goes home', async ({
  page,
  context,
}) => {
  await page.goto('/lang-config?country=CH');
  const langConfig = page.locator('[data-layout="empty"] [data-route="lang-config"]');
  await expect(langConfig.getByRole('heading', { level: 1, name: 'Choose your language' })).toBeVisible();
  await expect(page).toHaveTitle(/^Language – /);

  const headings = langConfig.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Languages of Switzerland', 'Other languages']);
  await expect(languagesOf(page, 'Languages of Switzerland')).toHaveText([
    'Deutsch',
    'Italiano',
    'Français',
    /^English/,
  ]);
  await expect(languagesOf(page, 'Other languages')).toHaveText(['Español', 'Nederlands', 'Polski']);
  // the language the page is in now
  await expect(langConfig.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await langConfig.getByRole('button', { name: 'Français' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Se connecter' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.path).toBe('/');
  // 365 days (allow a minute of slack)
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 60);
});

test('a ?return= of this site is where the choice leads; one of another site leads home', async ({
  page,
}) => {
  await page.goto('/lang-config?country=BE&return=/login');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await page.goto('/lang-config?country=BE&return=//evil.example');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('on a 360 px phone it fits, works with the keyboard and passes WCAG A and AA', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/lang-config?country=CA');
  const canada = page.getByRole('region', { name: 'Languages of Canada' });
  await expect(canada.getByRole('button')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await wcagViolations(page, '/lang-config on a phone')).toEqual([]);

  // Tab reaches the languages in the page's order: English (current), then Français
  const english = canada.getByRole('button', { name: 'English' });
  const french = canada.getByRole('button', { name: 'Français' });
  await english.focus();
  await page.keyboard.press('Tab');
  await expect(french).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
