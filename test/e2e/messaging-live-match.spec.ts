import { expect, test } from '@playwright/test';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext } from './helpers/messaging';

// A match made while the member is elsewhere (issue 12 §5): the server's live `match` event opens the
// match dialog on the page the member is on. Two members in two browser contexts: A likes B, then B likes
// A back on A's profile while A is on the members page.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('B likes A back while A is on another page: A sees the match dialog at once, B sees it once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await activeMember(page, { gender: 'male', seeking: 'female' });
  const b = await memberInNewContext(browser);
  const liked = await a.page.request.post('/api/like.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { id: b.id },
  });
  expect(await liked.json()).toEqual({ liked: true, match: false });

  // A browses the members; the socket is up once the app has loaded
  await a.page.goto('/members');
  await expect(a.page.getByRole('dialog')).toHaveCount(0);

  // B likes A back on A's profile: B's like makes the match
  await b.page.goto(`/members/${a.id}`);
  await b.page.getByRole('button', { name: 'Like', exact: true }).click();

  const live = a.page.getByRole('dialog', { name: "It's a match!" });
  await expect(live).toBeVisible();
  await expect(live).toContainText(`You and ${b.name} like each other.`);
  await expect(live.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    `/members/${b.id}/chat`,
  );
  await expect(a.page).toHaveURL(/\/members$/);

  // B, who got both the like's answer and the live event, sees one dialog
  const own = b.page.getByRole('dialog', { name: "It's a match!" });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(`You and ${a.name} like each other.`);
  await own.getByRole('button', { name: 'Keep browsing' }).click();
  await expect(b.page.getByRole('dialog', { name: "It's a match!" })).toHaveCount(0);

  // A follows the dialog to the chat
  await live.getByRole('link', { name: 'Send a message' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));

  await b.page.context().close();
});
