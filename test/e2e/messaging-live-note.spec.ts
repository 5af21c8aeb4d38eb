import { expect, test } from '@playwright/test';
import { wcagViolations } from './helpers/accessibility';
import { skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, sendViaApi } from './helpers/messaging';

// A message from another member while the member is on a page that does not show the chats (search,
// likes, a profile) is told at once in a note that opens the chat; the chats themselves show it in place.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

for (const screen of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a wide screen', width: 1280, height: 800 },
]) {
  test(`a new message is told on the search page on ${screen.name}, and its note opens the chat`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000); // two members, each signed up and activated through the mail
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const me = await activeMember(page);
    const bea = await memberInNewContext(browser);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();

    const sent = await sendViaApi(bea.page.request, { member_id: me.id }, 'Coffee on Sunday?');
    expect(sent.status).toBe(201);
    const note = page.getByTestId('message-toast');
    const open = note.getByRole('link', { name: new RegExp(`New message from ${bea.name}`) });
    await expect(open).toContainText('Coffee on Sunday?');
    await expect(note).toBeInViewport();
    expect(await wcagViolations(page, `the new message's note on ${screen.name}`)).toEqual([]);

    await open.click();
    await expect(page).toHaveURL(new RegExp(`/chats/${sent.body.conversation!.id}$`));
    await expect(page.getByRole('log', { name: `Messages with ${bea.name}` })).toContainText(
      'Coffee on Sunday?',
    );
    await expect(note).toBeHidden();

    // in the chat, Bea's next message shows there, not in a note
    expect((await sendViaApi(bea.page.request, { member_id: me.id }, 'See you there')).status).toBe(201);
    await expect(page.getByRole('log', { name: `Messages with ${bea.name}` })).toContainText('See you there');
    await expect(note).toBeHidden();

    await bea.page.context().close();
  });
}
