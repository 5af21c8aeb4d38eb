import { expect, request as playwrightRequest, test } from '@playwright/test';
import { buyViaApi, creditsOf } from './helpers/billing';
import { mainNavigation, randomIp, signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { activateViaMail } from './helpers/members';
import { activeMember, messageCosts, sendViaApi, type SendTarget } from './helpers/messaging';

// The messages badge of the top navigation caps at 99+ (issue 12 §4, SPEC §9), with more than 99 real
// unread messages: four members each send 26 paid texts (under the 30 a minute a sender may send).

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

const SENDERS = 4;
const EACH = 26;

test('the messages badge in the navigation shows 99+ for more than 99 unread messages', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const me = await activeMember(page);
  const { text: cost } = await messageCosts(page.request);

  const sendAll = async (index: number) => {
    const request = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
    });
    try {
      const account = await signUpViaApi(request);
      await activateViaMail(request, account.email);
      await buyViaApi(request, { credits: 25 });
      // with the signup credits, enough for every text
      expect(await creditsOf(request)).toBeGreaterThanOrEqual(cost * EACH);
      let target: SendTarget = { member_id: me.id };
      for (let sent = 1; sent <= EACH; sent++) {
        const answer = await sendViaApi(request, target, `Message ${sent} of ${EACH} from sender ${index}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        target = { conversation_id: answer.body.conversation!.id };
      }
    } finally {
      await request.dispose();
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, (_, index) => sendAll(index + 1)));

  const total = SENDERS * EACH;
  const chats = (await (await page.request.get('/api/chats.php')).json()) as { unread: number };
  expect(chats.unread).toBe(total);

  await page.goto('/members');
  const messages = mainNavigation(page).getByRole('link', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName(new RegExp(`${total} unread messages`));
  await expect(messages.locator('.nav-badge > [aria-hidden="true"]')).toHaveText('99+');
  // the list shows each chat's own count
  await messages.click();
  const rows = page.getByTestId('chat-row');
  await expect(rows).toHaveCount(SENDERS);
  for (const row of await rows.all()) await expect(row).toContainText(`${EACH} unread`);
  await expect(messages.locator('.nav-badge > [aria-hidden="true"]')).toHaveText('99+');
});
