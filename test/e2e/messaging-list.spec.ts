import { expect, test } from '@playwright/test';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, sendViaApi, writableSeededMembers } from './helpers/messaging';

// The chat list (issue 12 §1): removing a conversation takes it off the list at once and for good
// (DELETE /api/chat.php); the other conversations stay.

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
