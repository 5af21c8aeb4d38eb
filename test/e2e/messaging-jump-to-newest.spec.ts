import { expect, test } from '@playwright/test';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, sendViaApi } from './helpers/messaging';

// A chat opened straight from its address (a push, a mail, a bookmark: no chat list loaded) starts where
// its unread messages start when they do not all fit. A member reading further up is not pulled down by a
// new message; a button counts what came in below and takes them back to the newest.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a chat opened from its address starts at its unread messages; one arriving while the member reads further up is counted on a button that jumps to it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two members, each signed up and activated through the mail
  await page.setViewportSize({ width: 390, height: 600 });
  const me = await activeMember(page);
  const bea = await memberInNewContext(browser);
  // two long messages: more than a phone's screen of conversation
  const long = (n: number) =>
    `Long story ${n}: ${'I walked along the river and thought of you. '.repeat(18)}`;
  const first = await sendViaApi(bea.page.request, { member_id: me.id }, long(1));
  expect(first.status).toBe(201);
  const conversation = { conversation_id: first.body.conversation!.id };
  expect((await sendViaApi(bea.page.request, conversation, long(2))).status).toBe(201);

  // straight to the chat: where the two unread messages start is marked, and shown, not the newest
  await page.goto(`/chats/${conversation.conversation_id}`);
  const log = page.getByRole('log', { name: `Messages with ${bea.name}` });
  await expect(log).toContainText('Long story 2');
  await expect(log.getByRole('separator', { name: '2 new messages' })).toBeInViewport();
  await expect(page.getByText('Long story 1')).toBeInViewport();

  // Bea writes: the view stays where the member reads, the button counts it
  expect((await sendViaApi(bea.page.request, conversation, 'Are you still reading?')).status).toBe(201);
  const newest = log.getByText('Are you still reading?');
  await expect(newest).toBeAttached();
  await expect(page.getByRole('button', { name: '1 new message' })).toBeVisible();
  await expect(newest).not.toBeInViewport();
  await expect(page.getByText('Long story 1')).toBeInViewport();

  await page.getByRole('button', { name: '1 new message' }).click();
  await expect(newest).toBeInViewport();
  const jump = page.getByRole('button', { name: /new message|newest message/ });
  await expect(jump).toBeHidden();

  // the member scrolls up to the start; the way back shows, without a count
  await log.hover();
  await page.mouse.wheel(0, -10_000);
  await expect(page.getByText('Long story 1')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Jump to the newest message' })).toBeVisible();

  // opened again, everything read: at the newest, and no divider
  await page.reload();
  await expect(newest).toBeInViewport();
  await expect(log.getByRole('separator', { name: /new message/ })).toHaveCount(0);
  await expect(jump).toBeHidden();

  await bea.page.context().close();
});
