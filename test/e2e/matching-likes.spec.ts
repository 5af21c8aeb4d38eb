import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { DEMO, mainNavigation, randomIp, signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { activateViaMail, findSeededMember } from './helpers/members';

// Likes and matches (issue 11, §2): the new-likes badge, the likes page, and the match modal when a
// member likes someone who liked them.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

/**
 * A new, activated member logged in on `page`, liked by the demo member (logged in elsewhere): answers
 * the demo member as the like shows them.
 */
async function likedByDemo(page: Page, baseURL: string | undefined) {
  const member = await signUpViaApi(page.request, { gender: 'female', seeking: 'male' });
  await activateViaMail(page.request, member.email);
  const { user } = (await (await page.request.get('/api/user.php')).json()) as { user: { id: number } };
  const demo = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Request-Type': 'client', 'X-Forwarded-For': randomIp() },
  });
  await demo.post('/api/user.php', { data: DEMO });
  const { user: liker } = (await (await demo.get('/api/user.php')).json()) as {
    user: { id: number; profile: { name: string } };
  };
  const liked = await demo.post('/api/like.php', { data: { id: user.id } });
  expect(await liked.json()).toEqual({ liked: true, match: false });
  await demo.dispose();
  return { id: liker.id, name: liker.profile.name };
}

test('a member liked by someone sees the badge, opens the like and likes back: a match', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const liker = await likedByDemo(page, baseURL);

  await page.goto('/profile');
  const likesLink = mainNavigation(page).getByRole('link', { name: /Likes/ });
  await expect(likesLink).toContainText('1');
  await expect(likesLink).toHaveAccessibleName(/1 new like/);
  await expect(page).toHaveTitle(/^\(1\) /);

  await likesLink.click();
  await expect(page).toHaveURL(/\/likes$/);
  const card = page.locator('[data-likes-tab="liked_by"] li').filter({ hasText: liker.name });
  await expect(card.getByText('New')).toBeVisible();
  await card.getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/likes/m/${liker.id}$`));
  await expect(likesLink).not.toContainText('1'); // opening the like cleared it
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const match = page.getByRole('dialog', { name: "It's a match!" });
  await expect(match).toBeVisible();
  await expect(match.getByText(`You and ${liker.name} like each other.`)).toBeVisible();
  await expect(match.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    `/members/${liker.id}/chat`,
  );
  await match.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(match).toBeHidden();
  await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/likes/matches');
  await expect(page.locator('[data-likes-tab="matches"] li').filter({ hasText: liker.name })).toBeVisible();
});

test('likes given and taken back, and the empty states', async ({ page }) => {
  await signUpViaApi(page.request, { gender: 'male', seeking: 'female' });
  await page.goto('/likes');
  await expect(page.getByText('Nobody has liked you yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  await page.getByRole('link', { name: 'Matches' }).click();
  await expect(page).toHaveURL(/\/likes\/matches$/);
  await expect(page.getByText('No matches yet.', { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Search members' }).click();
  await expect(page).toHaveURL(/\/members$/);

  const { member } = await findSeededMember(page.request, (candidate) => !candidate.fictional);
  await page.goto(`/members/${member.id}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You like / })).toBeVisible();
  await page.goto('/likes/liked');
  await expect(page.locator('[data-likes-tab="liked"] li')).toHaveCount(1);

  await page.locator('[data-likes-tab="liked"] li a').click();
  await page.getByRole('button', { name: 'Liked' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You no longer like / })).toBeVisible();
  await page.goto('/likes/liked');
  await expect(page.getByText('You have not liked anyone yet.', { exact: false })).toBeVisible();
});

test('?t opens the like modal after the delay with who liked the member; outside closes it, the button opens the profile', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const liker = await likedByDemo(page, baseURL);

  await page.goto('/profile?t=1');
  await expect(page).toHaveURL(/\/profile$/); // t is removed at once
  const modal = page.getByRole('dialog', { name: `${liker.name} likes you!` });
  await expect(modal).toBeVisible();
  await page.mouse.click(4, 4); // outside the dialog
  await expect(modal).toBeHidden();

  await page.goto('/profile?t=0');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'View profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${liker.id}$`));
  await expect(modal).toBeHidden();
});
