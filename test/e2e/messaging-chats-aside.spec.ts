import { expect, test } from '@playwright/test';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, sendViaApi } from './helpers/messaging';

// On a wide screen the member's chats stay beside the open conversation (messaging apps' two panes): the
// others' new messages show there live, and one click opens another chat. Phones keep the chat alone.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('the chats beside a conversation: the open one marked, a new message counted live, one click to another chat', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // three members, each signed up and activated through the mail
  await page.setViewportSize({ width: 1280, height: 800 });
  const me = await activeMember(page);
  const anna = await memberInNewContext(browser);
  const carl = await memberInNewContext(browser);
  const fromAnna = await sendViaApi(anna.page.request, { member_id: me.id }, `Hello ${me.name}, Anna here`);
  expect(fromAnna.status).toBe(201);
  const fromCarl = await sendViaApi(carl.page.request, { member_id: me.id }, `Hi ${me.name}, Carl writing`);
  expect(fromCarl.status).toBe(201);
  const withAnna = fromAnna.body.conversation!.id;
  const withCarl = fromCarl.body.conversation!.id;

  await page.goto(`/chats/${withAnna}`);
  await expect(page.getByRole('log', { name: `Messages with ${anna.name}` })).toContainText('Anna here');
  const chats = page.getByRole('navigation', { name: 'Your chats' });
  const annaRow = chats.getByRole('link', { name: new RegExp(anna.name) });
  const carlRow = chats.getByRole('link', { name: new RegExp(carl.name) });
  // newest first; the open chat is marked and read, Carl's waits with its count
  await expect(chats.getByRole('link')).toHaveCount(2);
  await expect(chats.getByRole('link').first()).toHaveAttribute('href', `/chats/${withCarl}`);
  await expect(annaRow).toHaveAttribute('aria-current', 'page');
  await expect(annaRow).not.toContainText('unread');
  await expect(carlRow).toContainText('1 unread');

  // Carl writes again: his row counts it without a reload
  expect((await sendViaApi(carl.page.request, { conversation_id: withCarl }, 'Are you there?')).status).toBe(
    201,
  );
  await expect(carlRow).toContainText('2 unread');
  await expect(carlRow).toContainText('Are you there?');

  // one click opens Carl's chat: marked, read, both his messages shown; the list itself stays (a list
  // drawn anew would lose where the member had scrolled to)
  await chats.evaluate((element) => element.setAttribute('data-drawn-before', 'yes'));
  const toAnna = page.getByRole('textbox', { name: `Your message to ${anna.name}` });
  await toAnna.fill('Half-typed for Anna');
  await carlRow.click();
  await expect(page).toHaveURL(new RegExp(`/chats/${withCarl}$`));
  const carlLog = page.getByRole('log', { name: `Messages with ${carl.name}` });
  await expect(carlLog).toContainText('Carl writing');
  await expect(carlLog).toContainText('Are you there?');
  // where his two new messages start is marked, above the first of them
  await expect(carlLog.getByRole('separator', { name: '2 new messages' })).toBeVisible();
  await expect(carlRow).toHaveAttribute('aria-current', 'page');
  await expect(annaRow).not.toHaveAttribute('aria-current');
  await expect(carlRow).not.toContainText('unread');
  await expect(chats).toHaveAttribute('data-drawn-before', 'yes');

  // what was typed for Anna and not sent waits in her row (after a reload too), and in her field when
  // her chat opens again
  await expect(annaRow).toContainText('Draft: Half-typed for Anna');
  await page.reload();
  await expect(annaRow).toContainText('Draft: Half-typed for Anna');
  await annaRow.click();
  await expect(toAnna).toHaveValue('Half-typed for Anna');
  await expect(annaRow).not.toContainText('Draft');
  await carlRow.click();
  await expect(carlLog).toContainText('Are you there?');

  // a phone's width: the conversation alone, with its back button to the list
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chats).toBeHidden();
  await expect(carlLog).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your chats' })).toBeVisible();

  await anna.page.context().close();
  await carl.page.context().close();
});
