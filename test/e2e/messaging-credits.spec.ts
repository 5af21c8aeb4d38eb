import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { wcagViolations } from './helpers/accessibility';
import { buyViaApi, creditsOf, payInSandbox } from './helpers/billing';
import { mainNavigation, skipEntryWarning, useOwnIp } from './helpers/identity';
import { pngFile } from './helpers/profile';
import {
  activeMember,
  messageCosts,
  sendViaApi,
  spendCreditsOnMessages,
  type MessageCosts,
  writableSeededMembers,
} from './helpers/messaging';

// What a send can run into (issue 12 §2, §3): credits spent for real down to the credit alert, and a
// free member's third new conversation. Fresh members get 3 signup credits (a text costs 1 on the
// seeded sites, read from /api/settings.php).

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

function footer(page: Page, name: string) {
  return page.getByRole('form', { name: `Write to ${name}` });
}

async function openNewChat(page: Page, member: { id: number; name: string }) {
  await page.goto(`/members/${member.id}/chat`);
  await page
    .getByRole('dialog', { name: `Say hello to ${member.name}` })
    .getByRole('button', { name: "I'll write my own" })
    .click();
}

async function sendText(page: Page, name: string, text: string) {
  const form = footer(page, name);
  await form.getByLabel(`Your message to ${name}`).fill(text);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Chooses a photo named `file` in the chat with `name` and confirms its send. */
async function sendPhoto(page: Page, name: string, file: string) {
  await footer(page, name)
    .getByTestId('chat-photo-input')
    .setInputFiles(pngFile(file, 30, 160, 90));
  await page
    .getByRole('dialog', { name: `Send this photo to ${name}?` })
    .getByRole('button', { name: 'Send photo' })
    .click();
}

/**
 * A new member who spent the credits on messages to a seeded member until fewer than `cost` are left,
 * in the chat with that member.
 */
async function inChatBelow(page: Page, cost: keyof MessageCosts) {
  await activeMember(page);
  const costs = await messageCosts(page.request);
  const [other] = await writableSeededMembers(page.request, 1);
  expect(await spendCreditsOnMessages(page.request, other!.id)).toBeLessThan(costs[cost]);
  await page.goto(`/members/${other!.id}/chat`);
  const log = page.getByRole('log', { name: `Messages with ${other!.name}` });
  return { costs, other: other!, log };
}

/**
 * The credit alert's "Buy credits", 25 credits paid through the sandbox, and the success page's way back
 * to the chat with `name`; answers the credits then.
 */
async function buyCreditsAndReturn(page: Page, name: string): Promise<number> {
  await page.locator('[data-problem="credits"]').getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await page.getByTestId('bundle-25').getByRole('link', { name: 'Choose 25 credits' }).click();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Pay (completed)');
  await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toContainText(
    '25 credits added',
  );
  const credits = await creditsOf(page.request);
  await page.getByRole('link', { name: `Back to the chat with ${name}` }).click();
  return credits;
}

test('a member who spent the credits on messages sees the credit alert with its link to /credits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await activeMember(page);
  const costs = await messageCosts(page.request);
  const [other] = await writableSeededMembers(page.request, 1);
  let credits = await creditsOf(page.request);
  expect(credits).toBeGreaterThanOrEqual(costs.text);

  await openNewChat(page, other!);
  const nav = mainNavigation(page);
  const log = page.getByRole('log', { name: `Messages with ${other!.name}` });
  for (let sent = 1; credits >= costs.text; sent++) {
    const text = `Message ${sent} while my credits last`;
    await sendText(page, other!.name, text);
    await expect(
      log.locator('.chat-message--mine').filter({ hasText: text }).locator('[data-status]'),
    ).toHaveAttribute('data-status', 'sent');
    credits -= costs.text;
    await expect(nav.locator('.nav-badge > [aria-hidden="true"]').last()).toHaveText(String(credits));
  }
  expect(await creditsOf(page.request)).toBe(credits);
  expect(credits).toBeLessThan(costs.text);

  // one more: refused with the credit alert, nothing charged, the message kept to try again
  await sendText(page, other!.name, 'One message too many');
  const alert = page.locator('[data-problem="credits"]');
  await expect(alert).toContainText(`You do not have enough credits to send this message to ${other!.name}.`);
  const pending = log.locator('[data-pending="failed"]').filter({ hasText: 'One message too many' });
  await expect(pending).toContainText('Not sent');
  await expect(pending.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await creditsOf(page.request)).toBe(credits);
  if (credits === 0) await expect(nav.locator('.nav-badge--danger > [aria-hidden="true"]')).toHaveText('0');
  // the alert and its button readable (the button once took the alert's dark red on its own red)
  expect(await wcagViolations(page, 'the chat with the credit alert')).toEqual([]);

  // the gift picker says the balance; no gift can be picked with it, and credits are one click away
  await page.getByRole('button', { name: 'Send a gift' }).click();
  const picker = page.getByRole('dialog', { name: `Send ${other!.name} a gift` });
  await expect(picker).toContainText(`You have ${credits} credits.`);
  await expect(picker.getByRole('listitem').first().getByRole('button')).toBeDisabled();
  await expect(picker.getByRole('listitem').getByRole('button', { disabled: false })).toHaveCount(0);
  expect(await wcagViolations(page, 'the gift picker without the credits for a gift')).toEqual([]);
  await picker.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(picker).toBeHidden();
});

test('a free member’s third new conversation shows the premium prompt with the buy-credits button', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await activeMember(page);
  const costs = await messageCosts(page.request);
  const [first, second, third] = await writableSeededMembers(page.request, 3);
  // two conversations started (the free allowance)
  for (const member of [first!, second!]) {
    const answer = await sendViaApi(
      page.request,
      { member_id: member.id },
      `Hello ${member.name}, nice to meet you`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
  const credits = await creditsOf(page.request);
  expect(credits).toBeGreaterThanOrEqual(costs.text); // it is not the credits that stop the third

  await openNewChat(page, third!);
  await sendText(page, third!.name, `Hello ${third!.name}, nice to meet you`);
  const alert = page.locator('[data-problem="premium"]');
  await expect(alert).toContainText('This feature is only available for premium members');
  await expect(
    page.getByRole('log', { name: `Messages with ${third!.name}` }).locator('[data-pending="failed"]'),
  ).toContainText('Not sent');
  expect(await creditsOf(page.request)).toBe(credits);
  await alert.getByRole('link', { name: 'Buy credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);

  // replies and the conversations already started go on
  await page.goto('/chats');
  await expect(page.getByTestId('chat-row')).toHaveCount(2);
});

test('a message refused at 0 credits waits in the chat while the member buys credits, and the payment leads back to it', async ({
  page,
}) => {
  test.setTimeout(150_000); // a chat, the credits pages and the sandbox checkout: slow on a busy machine
  const { costs, other, log } = await inChatBelow(page, 'text');
  const text = 'Message typed at zero credits';
  await footer(page, other.name).getByLabel(`Your message to ${other.name}`).fill(text);
  await page.keyboard.press('Enter');
  const alert = page.locator('[data-problem="credits"]');
  await expect(alert).toContainText(`You do not have enough credits to send this message to ${other.name}.`);
  await expect(log.locator('[data-pending="failed"]').filter({ hasText: text })).toContainText('Not sent');

  // the success page leads back to the chat, where the message waits to be sent again (not sent by itself)
  const credits = await buyCreditsAndReturn(page, other.name);
  await expect(page).toHaveURL(new RegExp(`/members/${other.id}/chat$`));
  const kept = log.locator('[data-pending="failed"]').filter({ hasText: text });
  await expect(kept).toContainText('Not sent');
  expect(await creditsOf(page.request)).toBe(credits);
  await kept.getByRole('button', { name: 'Try again' }).click();
  const sent = log.locator('.chat-message--mine').filter({ hasText: text });
  await expect(sent.locator('[data-status]')).toHaveAttribute('data-status', 'sent');
  await expect(sent).toHaveCount(1);
  expect(await creditsOf(page.request)).toBe(credits - costs.text);

  // sent once: a reload shows it once, and nothing waits any more
  await page.reload();
  await expect(log.locator('.chat-message--mine').filter({ hasText: text })).toHaveCount(1);
  await expect(log.locator('[data-pending]')).toHaveCount(0);
});

test('a photo refused at 0 credits waits in the composer while the member buys credits, and sends from there', async ({
  page,
}) => {
  test.setTimeout(150_000); // a chat, the credits pages and the sandbox checkout: slow on a busy machine
  const { costs, other, log } = await inChatBelow(page, 'photo');
  await sendPhoto(page, other.name, 'kept.png');
  await expect(page.locator('[data-problem="credits"]')).toContainText(
    `You do not have enough credits to send this message to ${other.name}.`,
  );
  await expect(log.locator('[data-pending="failed"]')).toContainText('Not sent');

  // back from the payment (a page load of its own), the photo waits above the field, not sent by itself
  const credits = await buyCreditsAndReturn(page, other.name);
  await expect(page).toHaveURL(new RegExp(`/members/${other.id}/chat$`));
  await sendKeptPhotoOnce(page, { name: other.name, log, cost: costs.photo, credits });
});

/**
 * The photo waiting above the field of the chat with `name`, with its price and not sent by itself, sent
 * from there: one photo message, charged once, and nothing waits any more, after a reload too.
 */
async function sendKeptPhotoOnce(
  page: Page,
  { name, log, cost, credits }: { name: string; log: Locator; cost: number; credits: number },
) {
  const kept = page.getByRole('group', { name: `Photo to ${name}, not sent yet.` });
  await expect(kept).toContainText(`It costs ${cost} credit`);
  await expect(kept.getByRole('img', { name: 'The photo you chose' })).toHaveAttribute('src', /^blob:/);
  const photos = log.locator('.chat-message--mine.chat-message--photo');
  await expect(photos).toHaveCount(0);
  expect(await creditsOf(page.request)).toBe(credits);
  await kept.getByRole('button', { name: 'Send photo' }).click();
  await expect(kept).toBeHidden();
  await expect(photos.locator('[data-status]')).toHaveAttribute('data-status', 'sent');
  await expect(photos).toHaveCount(1);
  expect(await creditsOf(page.request)).toBe(credits - cost);
  await expect.poll(() => keptPhotos(page)).toBe(0);

  // sent once, and forgotten: a reload shows it once and nothing waits any more
  await page.reload();
  await expect(photos).toHaveCount(1);
  await expect(log.locator('[data-pending]')).toHaveCount(0);
  await expect(kept).toBeHidden();
  expect(await creditsOf(page.request)).toBe(credits - cost);
}

/**
 * How many chat photos the browser keeps (IndexedDB, read from `page`). It never makes the database: an
 * empty one made here before the app's first open would have no store, and the app (opening version 1)
 * would never make it, so nothing could be kept.
 */
function keptPhotos(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open('kindred-chat-photos');
        let absent = false;
        request.onupgradeneeded = () => {
          absent = true; // not made by the app yet: nothing kept
          request.transaction!.abort();
        };
        request.onerror = () => (absent ? resolve(0) : reject(request.error ?? new Error('no database')));
        request.onsuccess = () => {
          const database = request.result;
          const count = database.transaction('photos').objectStore('photos').count();
          count.onerror = () => reject(count.error ?? new Error('no count'));
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
        };
      }),
  );
}

test('a photo kept by a tab that was closed is removed as the app starts in another tab', async ({
  page,
  context,
}) => {
  const { other, log } = await inChatBelow(page, 'photo');
  await sendPhoto(page, other.name, 'left.png');
  await expect(log.locator('[data-pending="failed"]')).toContainText('Not sent');
  await expect.poll(() => keptPhotos(page)).toBe(1);

  await page.close();
  const next = await context.newPage();
  await next.goto('/chats');
  await expect(next).toHaveTitle(/^Messages – /);
  await expect.poll(() => keptPhotos(next)).toBe(0);
});

test('a photo whose page was left before the server answered waits in the composer, and is sent once from there', async ({
  page,
}) => {
  await activeMember(page);
  const costs = await messageCosts(page.request);
  const [other] = await writableSeededMembers(page.request, 1);
  const hello = await sendViaApi(page.request, { member_id: other!.id }, 'Hello before the photo');
  expect(hello.status).toBe(201);
  await buyViaApi(page.request);
  const credits = await creditsOf(page.request);
  expect(credits).toBeGreaterThanOrEqual(costs.photo);
  const chat = `/members/${other!.id}/chat`;
  await page.goto(chat);
  const log = page.getByRole('log', { name: `Messages with ${other!.name}` });
  await expect(log).toContainText('Hello before the photo');

  // the upload held on its way (a slow phone network, a large photo): the server has not seen it yet
  const uploads: Route[] = [];
  const holdUploads = (route: Route) =>
    route.request().method() === 'POST' ? void uploads.push(route) : route.fallback();
  await page.route('**/api/messages.php', holdUploads);
  await sendPhoto(page, other!.name, 'slow.png');
  await expect.poll(() => uploads.length).toBe(1);
  await expect(log.locator('[data-pending="sending"]')).toHaveCount(1);
  await expect.poll(() => keptPhotos(page)).toBe(1);

  // the member leaves the page before any answer: the upload goes with it, and never reaches the server
  await page.goto('/chats');
  await expect(page).toHaveTitle(/^Messages – /);
  await Promise.all(uploads.map((route) => route.abort().catch(() => undefined)));
  await page.unroute('**/api/messages.php', holdUploads);
  expect(await creditsOf(page.request)).toBe(credits);

  // back in the chat the photo waits above the field, not sent by itself
  await page.goto(chat);
  await sendKeptPhotoOnce(page, { name: other!.name, log, cost: costs.photo, credits });
});
