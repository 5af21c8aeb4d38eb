import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';

// Search (issue 11, §1): /members with filters, infinite scroll, the empty state with a way to widen,
// and the search kept while the member moves around the app. The seeded demo members are the data.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

const results = (page: Page) => page.locator('[data-search-results] > li');
/** The ages on every card shown, read in one go: the list may grow (the next page) while it is read. */
const agesShown = async (page: Page) =>
  (await results(page).locator('.member-card__name').allTextContents()).map((name) =>
    Number(/, (\d+)/.exec(name)?.[1]),
  );
/**
 * Waits until the search with `query` in its URL has been asked for. The URL changes before React draws
 * the new search, so until then the previous results may still be on screen; once the request is out,
 * they have made way for the new search's skeleton.
 */
const searchAsked = (page: Page, query: string) =>
  page.waitForRequest(
    (request) => request.url().includes('/api/search.php') && request.url().includes(query),
  );

test('a member searches with filters, scrolls for more, opens a profile and comes back to the same search', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  // both genders: enough seeded members for more than one page
  await page.goto('/members?gender=both');
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  await expect(results(page)).toHaveCount(20);
  await expect(page.getByText(/^\d[\d,.]* members$/)).toBeVisible();

  // infinite scroll: the next page arrives when the end of the list comes into view
  await results(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => results(page).count()).toBeGreaterThan(20);

  // filters: age 25 to 35, applied with the Search button; the URL carries them
  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByLabel('Minimum age').selectOption('25');
  await filters.getByLabel('Maximum age').selectOption('35');
  const filtered = searchAsked(page, 'min_age=25&max_age=35');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/gender=both&min_age=25&max_age=35/);
  await filtered;
  await expect(results(page).first()).toBeVisible();
  for (const age of await agesShown(page)) {
    expect(age).toBeGreaterThanOrEqual(25);
    expect(age).toBeLessThanOrEqual(35);
  }
  const shown = await results(page).first().locator('.member-card__name').textContent();

  // a profile, then the navigation's "Search members": the same search, the same first result
  await results(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search members' })
    .click();
  await expect(page).toHaveURL(/\/members\?gender=both&min_age=25&max_age=35$/);
  await expect(results(page).first().locator('.member-card__name')).toHaveText(shown!);
  await expect(filters.getByLabel('Minimum age')).toHaveValue('25');
});

test('no match says so and widens the search with one click', async ({ page }) => {
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  await page.goto('/members?min_age=99');
  await expect(page.getByText('No members matched your search criteria.')).toBeVisible();
  // never an empty screen: members like those asked for are shown below
  await expect(page.getByRole('heading', { name: 'Similar members' })).toBeVisible();
  await expect(page.locator('[data-similar-results] > li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Widen your search' }).click();
  await expect(page).toHaveURL(/\/members\?$|\/members$/);
  await expect(results(page)).toHaveCount(20);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters fold behind one button, and scrolling loads more', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page.request, { gender: 'male', seeking: 'female' });
    // both genders: enough seeded members for more than one page
    await page.goto('/members?gender=both');
    await expect(results(page)).toHaveCount(20);
    await results(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => results(page).count()).toBeGreaterThan(20);

    const filters = page.getByRole('search', { name: 'Search filters' });
    await expect(filters.getByLabel('Minimum age')).toBeHidden();
    await filters.getByRole('button', { name: 'Filters' }).click();
    await filters.getByLabel('Maximum age').selectOption('40');
    const filtered = searchAsked(page, 'max_age=40');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/max_age=40/);
    await filtered;
    await expect(filters.getByLabel('Maximum age')).toBeHidden();
    await expect(results(page).first()).toBeVisible();
    for (const age of await agesShown(page)) expect(age).toBeLessThanOrEqual(40);
    await results(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => results(page).count()).toBeGreaterThan(20);
  });
});
