import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { openProfile, profileSection } from './helpers/profile';

// The match finder and the signup matches (issue 11, §5): the three questions by mouse and by keyboard
// up to the search URL, appearance and ethnicity (with consent, then withdrawn) on /profile, and liking
// a suggested member right after signup.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

const finder = (page: Page) => page.locator('[data-route="match-finder"]');

test('the match finder answered by mouse lands on the search with the answers', async ({ page }) => {
  // the search leads to the match finder
  await page.goto('/members');
  await page
    .getByRole('navigation', { name: 'More ways to meet someone' })
    .getByRole('link', { name: 'Match finder' })
    .click();
  await expect(page).toHaveURL(/\/match-finder$/);
  await expect(finder(page).getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible();
  await expect(finder(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 3');
  await finder(page).getByRole('button', { name: '18 to 35' }).click();
  await expect(finder(page).getByRole('heading', { name: 'Which look do you like?' })).toBeFocused();
  await finder(page).getByRole('button', { name: 'Sexy' }).click();
  await expect(finder(page).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 3 of 3');
  await finder(page).getByRole('button', { name: 'White' }).click();
  await expect(page).toHaveURL(/\/members\?min_age=18&max_age=35&appearance=sexy&ethnicity=white$/);
  // the search shows members of that age, those who match the answers first (test/api/matching-search)
  const first = page.locator('[data-search-results] > li').first();
  await expect(first).toBeVisible();
  const age = Number(/, (\d+)/.exec((await first.locator('.member-card__name').textContent()) ?? '')?.[1]);
  expect(age).toBeGreaterThanOrEqual(18);
  expect(age).toBeLessThanOrEqual(35);
});

test('the match finder works by keyboard alone on a phone, Back included', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/match-finder');
  const first = finder(page).getByRole('button', { name: '35+' });
  await expect(first).toBeVisible();
  // big targets on a phone: the choices fill the width
  expect((await first.boundingBox())!.width).toBeGreaterThan(250);
  await first.focus();
  await page.keyboard.press('Enter');
  const appearance = finder(page).getByRole('heading', { name: 'Which look do you like?' });
  await expect(appearance).toBeFocused();
  await page.keyboard.press('Tab'); // Normal
  await page.keyboard.press('Enter');
  await expect(finder(page).getByRole('heading', { name: 'Which race are you looking for?' })).toBeFocused();
  // Tab past White and Other to Back, and back to the appearance, which keeps its answer
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(finder(page).getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(appearance).toBeFocused();
  await expect(finder(page).getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // Sexy
  await page.keyboard.press(' ');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // Other
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members\?min_age=35&max_age=99&appearance=sexy&ethnicity=other$/);
});

test('a member sets appearance and, with consent, ethnicity on /profile, then withdraws the consent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request);
  await openProfile(page);
  const stored = async () =>
    ((await (await page.request.get('/api/profile.php')).json()) as { profile: Record<string, unknown> })
      .profile;

  const appearance = profileSection(page, 'appearance');
  await appearance.getByRole('button', { name: 'Edit' }).click();
  await appearance.getByLabel('Appearance').selectOption('sexy');
  await appearance.getByRole('button', { name: 'Save' }).click();
  await expect(appearance.getByRole('status')).toHaveText('Saved.');
  await expect(appearance.getByText('Sexy')).toBeVisible();

  const ethnicity = profileSection(page, 'ethnicity');
  await ethnicity.getByRole('button', { name: 'Edit' }).click();
  const consent = ethnicity.getByRole('checkbox', { name: /used to rank my match-finder results/ });
  await expect(consent).not.toBeChecked();
  await expect(ethnicity.getByLabel('Ethnicity', { exact: true })).toBeDisabled();
  await consent.check();
  await ethnicity.getByLabel('Ethnicity', { exact: true }).selectOption('white');
  await ethnicity.getByRole('button', { name: 'Save' }).click();
  await expect(ethnicity.getByRole('status')).toHaveText('Saved.');
  await expect(ethnicity.getByText(/Consent given on/)).toBeVisible();
  expect(await stored()).toMatchObject({ appearance: 'sexy', ethnicity: 'white' });

  // withdrawing: untick and save; the ethnicity is gone at once
  await ethnicity.getByRole('button', { name: 'Edit' }).click();
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await ethnicity.getByRole('button', { name: 'Save' }).click();
  await expect(ethnicity.getByRole('status')).toHaveText('Saved.');
  await expect(ethnicity.getByText('Not specified')).toBeVisible();
  expect(await stored()).toMatchObject({ appearance: 'sexy', ethnicity: null, ethnicity_consent_at: null });
});

test('right after signup, /signup-matches likes a suggested member with one tap', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  await page.goto('/signup-matches');
  const grid = page.locator('[data-route="signup-matches"]');
  await expect(grid.getByRole('heading', { level: 1, name: 'Like someone right away' })).toBeVisible();
  const first = grid.locator('[data-suggestion]').first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  const id = Number(await first.getAttribute('data-suggestion'));
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByText('You liked 1 member.')).toBeVisible();
  const likes = (await (await page.request.get('/api/likes.php')).json()) as { profiles: { id: number }[] };
  expect(likes.profiles.map((profile) => profile.id)).toContain(id);

  await grid.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/members\?api_signup_complete=1$/);
});
