import { expect, test } from '@playwright/test';
import { wcagViolations } from './helpers/accessibility';
import { buyViaApi } from './helpers/billing';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, sendViaApi, writableSeededMembers } from './helpers/messaging';

// The chat list (issue 12 §1): removing a conversation takes it off the list at once and for good
// (DELETE /api/chat.php); the other conversations stay, and the other member keeps theirs.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('removing a chat from /chats takes it off the list', async ({ page }) => {
  test.setTimeout(90_000);
  await activeMember(page);
  const [kept, removed] = await writableSeededMembers(page.request, 2);
  for (const member of [kept!, removed!]) {
    const answer = await sendViaApi(
      page.request,
      { member_id: member.id },
      `Hi ${member.name}, how are you?`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  await page.goto('/chats');
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(2);
  // newest first
  await expect(rows.first()).toContainText(removed!.name);
  await expect(rows.first()).toContainText(`You: Hi ${removed!.name}, how are you?`);

  // cancelled: nothing happens
  await rows
    .first()
    .getByRole('button', { name: `Remove the chat with ${removed!.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Remove the chat with ${removed!.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByText('Cancel', { exact: true }).click(); // the button (the × is named Cancel too)
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `Remove the chat with ${removed!.name}` }).click();
  const deleted = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat.php') && response.request().method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(kept!.name);
  expect((await deleted).status()).toBe(200);

  // for good: the server's list no longer has it
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(kept!.name);
  await expect(page.getByText(removed!.name)).toHaveCount(0);
});

test('removing every chat with a member from the chat’s menu: off the list at once, for good', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await activeMember(page);
  const [kept, removed] = await writableSeededMembers(page.request, 2);
  for (const member of [kept!, removed!]) {
    const answer = await sendViaApi(page.request, { member_id: member.id }, `Hi ${member.name}, all well?`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  await page.goto(`/members/${removed!.id}/chat`);
  await expect(page.getByRole('log', { name: `Messages with ${removed!.name}` })).toContainText(
    `Hi ${removed!.name}, all well?`,
  );
  await page.getByRole('button', { name: `More for ${removed!.name}` }).click();
  await page.getByRole('menuitem', { name: `Remove all chats with ${removed!.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove all chats with ${removed!.name}?` });
  await expect(confirm).toContainText(`Every conversation with ${removed!.name} disappears from your list.`);
  const deleted = page.waitForRequest(
    (request) => request.url().endsWith('/api/chat.php') && request.method() === 'DELETE',
  );
  await confirm.getByRole('button', { name: 'Remove all', exact: true }).click();

  // the list, without the member's chat; the server was asked by member
  await expect(page).toHaveURL(/\/chats$/);
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(kept!.name);
  const request = await deleted;
  expect(request.postDataJSON()).toEqual({ profile_id: removed!.id });
  expect((await request.response())!.status()).toBe(200);
  await expect(page.locator('.chats-page__alert')).toHaveCount(0);

  // for good: the server's list no longer has it
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(kept!.name);
  await expect(page.getByText(removed!.name)).toHaveCount(0);
});

test('a removed chat comes back, live, with the other member’s next message; the other member kept it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await activeMember(page);
  const b = await memberInNewContext(browser);
  const first = await sendViaApi(b.page.request, { member_id: a.id }, `Hello ${a.name}, I am ${b.name}`);
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  await a.page.goto('/chats');
  const rows = a.page.getByTestId('chat-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('button', { name: `Remove the chat with ${b.name}` }).click();
  await a.page
    .getByRole('dialog', { name: `Remove the chat with ${b.name}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(a.page.getByText('No conversations yet.', { exact: false })).toBeVisible();

  // B still has it
  await b.page.goto('/chats');
  await expect(b.page.getByTestId('chat-row').filter({ hasText: a.name })).toContainText(
    `You: Hello ${a.name}, I am ${b.name}`,
  );

  // B writes again: it is back on A's list without a reload, with only the new message unread
  const again = await sendViaApi(
    b.page.request,
    { conversation_id: first.body.conversation!.id },
    'Are you still there?',
  );
  expect(again.status, JSON.stringify(again.body)).toBe(201);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Are you still there?');
  await expect(rows.first()).toContainText('1 unread');
  await rows.first().getByRole('link').click();
  const log = a.page.getByRole('log', { name: `Messages with ${b.name}` });
  await expect(log.getByText('Are you still there?')).toBeVisible();
  // what was before the removal stays out of A's view
  await expect(log.getByText(`Hello ${a.name}, I am ${b.name}`)).toHaveCount(0);

  await b.page.context().close();
});

test('on a phone a chat fills the screen below the navigation, its field and Send in view', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await activeMember(page);
  const [other] = await writableSeededMembers(page.request, 1);
  expect((await sendViaApi(page.request, { member_id: other!.id }, 'Hello from a phone')).status).toBe(201);
  await page.goto(`/members/${other!.id}/chat`);
  const footer = page.getByRole('form', { name: `Write to ${other!.name}` });
  await expect(footer.getByRole('button', { name: 'Send', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(footer.getByLabel(`Your message to ${other!.name}`)).toBeInViewport({ ratio: 1 });
  // the field gets the footer's width: Send is a round icon there (its name stays "Send")
  const field = await footer.getByLabel(`Your message to ${other!.name}`).boundingBox();
  expect(field!.width).toBeGreaterThanOrEqual(390 / 2);
  await expect(page.getByRole('log', { name: `Messages with ${other!.name}` })).toContainText(
    'Hello from a phone',
  );
  // the page itself does not scroll: only the messages do
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
  // opened from a profile, the chat belongs to the messages in the navigation
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page');
});

test('a long chat list is searched by name and cut to the unread chats; the filter stays through a chat', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const me = await activeMember(page);
  await buyViaApi(page.request); // premium: more than two conversations of one's own
  const seeded = await writableSeededMembers(page.request, 5);
  for (const [index, member] of seeded.entries()) {
    const answer = await sendViaApi(
      page.request,
      { member_id: member.id },
      `Hello ${member.name}, #${index}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  const bea = await memberInNewContext(browser);
  expect((await sendViaApi(bea.page.request, { member_id: me.id }, 'Hi, Bea here')).status).toBe(201);

  await page.goto('/chats');
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(6);
  const search = page.getByRole('searchbox', { name: 'Search your chats' });
  await search.fill(seeded[2]!.name);
  await expect(page).toHaveURL(/\?q=/);
  await expect(rows.filter({ hasText: seeded[2]!.name })).not.toHaveCount(0);
  await expect(rows.filter({ hasNotText: seeded[2]!.name })).toHaveCount(0);

  await search.fill('');
  await page.getByRole('button', { name: 'Unread' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(bea.name);
  await expect(rows.first()).toContainText('1 unread');
  expect(await wcagViolations(page, 'the chat list cut to the unread chats')).toEqual([]);

  // Bea's chat and back: the filter is still on, and her chat, read now, is no longer in it
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('log', { name: `Messages with ${bea.name}` })).toContainText('Bea here');
  // beside the chat (a wide screen) the list has its own search; Bea's chat, open and read now, stays
  // among the unread ones there
  const aside = page.getByRole('navigation', { name: 'Your chats' });
  await expect(aside.getByRole('link')).toHaveCount(6);
  await aside.getByRole('button', { name: 'Unread' }).click();
  await expect(aside.getByRole('link')).toHaveCount(1);
  await expect(aside.getByRole('link')).toHaveAttribute('aria-current', 'page');
  await aside.getByRole('searchbox', { name: 'Search your chats' }).fill(seeded[0]!.name);
  await expect(aside.getByText('No chat with a name like')).toBeVisible();
  expect(await wcagViolations(page, 'the search beside a chat')).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(/\/chats\?show=unread$/);
  await expect(page.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('You have read every chat.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all chats' }).click();
  await expect(rows).toHaveCount(6);
  await expect(page).toHaveURL(/\/chats$/);

  await bea.page.context().close();
});
