import { expect, test, type Page, type Route } from '@playwright/test';
import { wcagViolations } from './helpers/accessibility';
import { buyViaApi, creditsOf } from './helpers/billing';
import { mainNavigation, skipEntryWarning, useOwnIp } from './helpers/identity';
import { activeMember, memberInNewContext, messageCosts, writableSeededMembers } from './helpers/messaging';
import { pngFile, solidPng } from './helpers/profile';

// Messaging (issue 12) between two members in two browser contexts, against the real server and its
// Socket.IO gateway: the message arrives live, the unread badge and the title follow, typing and read
// marks show, a photo and a gift arrive, and the sender's credits fall by the site's costs.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

function messagesLink(page: Page) {
  return mainNavigation(page).getByRole('link', { name: /^Messages/ });
}

function messageLog(page: Page, name: string) {
  return page.getByRole('log', { name: `Messages with ${name}` });
}

function footer(page: Page, name: string) {
  return page.getByRole('form', { name: `Write to ${name}` });
}

/** Uncaught errors of the pages' scripts, and what they write to the console as errors. */
function collectPageErrors(...pages: Page[]): string[] {
  const errors: string[] = [];
  for (const page of pages) {
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
  }
  return errors;
}

const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

/** The nav's credits badge (shown at 10 credits and fewer). */
function creditsBadge(page: Page) {
  return mainNavigation(page).locator(
    '.nav-badge--warning > [aria-hidden="true"], .nav-badge--danger > [aria-hidden="true"]',
  );
}

test('two members chat in real time: icebreakers, unread badge and title, typing, read mark and a live reply', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // two members, two browsers and a socket each: slow on a busy machine
  const a = await activeMember(page);
  const b = await memberInNewContext(browser);
  const errors = collectPageErrors(a.page, b.page);

  // B waits on the chat list, which is empty so far
  await b.page.goto('/chats');
  await expect(b.page.getByText('No conversations yet.', { exact: false })).toBeVisible();
  await expect(b.page).toHaveTitle(/^Messages – /);

  // A starts the conversation from B's profile address: the icebreakers are offered
  await a.page.goto(`/members/${b.id}/chat`);
  const ideas = a.page.getByRole('dialog', { name: `Say hello to ${b.name}` });
  await expect(ideas).toBeVisible();
  const line = `Hi ${b.name}! What does a perfect weekend look like for you?`;
  await ideas.getByRole('button', { name: line }).click();
  await expect(ideas).toBeHidden();
  const field = footer(a.page, b.name).getByLabel(`Your message to ${b.name}`);
  await expect(field).toHaveValue(line);
  await expect(field).toBeFocused();
  await footer(a.page, b.name).getByRole('button', { name: 'Send', exact: true }).click();
  const sent = messageLog(a.page, b.name).locator('.chat-message--mine').filter({ hasText: line });
  // stored: sent, or already delivered when B's app was quicker than this check
  await expect(sent.locator('[data-status]')).toHaveAttribute('data-status', /^(sent|delivered)$/);
  await expect(field).toHaveValue('');

  // B sees it without reloading: the badge, the title and the list; B's app had it, so A sees delivered
  await expect(messagesLink(b.page)).toHaveAccessibleName(/1 unread message/);
  await expect(b.page).toHaveTitle(/^\(1\) Messages – /);
  const row = b.page.getByTestId('chat-row').filter({ hasText: a.name });
  await expect(row).toContainText(line);
  await expect(row).toContainText('1 unread');
  await expect(sent.locator('[data-status]')).toHaveAttribute('data-status', 'delivered');

  // B opens it: it is read there, and A's message gets its read mark
  await row.getByRole('link').click();
  await expect(b.page).toHaveURL(/\/chats\/\d+$/);
  await expect(messageLog(b.page, a.name).getByText(line)).toBeVisible();
  // not a new conversation for B: no icebreakers
  await expect(b.page.getByRole('dialog')).toHaveCount(0);
  await expect(footer(b.page, a.name).getByRole('button', { name: 'Ideas for a first message' })).toHaveCount(
    0,
  );
  await expect(sent.locator('[data-status]')).toHaveAttribute('data-status', 'read');
  await expect(messagesLink(b.page)).not.toHaveAccessibleName(/unread/);
  await expect(b.page).not.toHaveTitle(/^\(/);

  // B types: A sees it; B sends: A sees the reply and the typing ends
  const reply = `A long walk and good coffee, ${a.name}. And yours?`;
  const bField = footer(b.page, a.name).getByLabel(`Your message to ${a.name}`);
  await bField.pressSequentially('A long walk');
  await expect(a.page.getByRole('status').filter({ hasText: `${b.name} is typing…` })).toBeVisible();
  await expect(a.page.locator('.chat-top-bar').getByText('typing…', { exact: true })).toBeVisible();
  await bField.fill(reply);
  await bField.press('Enter');
  await expect(messageLog(a.page, b.name).locator('.chat-message--theirs').getByText(reply)).toBeVisible();
  await expect(a.page.getByRole('status').filter({ hasText: `${b.name} is typing…` })).toBeHidden();
  // A has the conversation open: the reply is read at once and the badge stays empty
  await expect(
    messageLog(b.page, a.name)
      .locator('.chat-message--mine')
      .filter({ hasText: reply })
      .locator('[data-status]'),
  ).toHaveAttribute('data-status', 'read');
  await expect(messagesLink(a.page)).not.toHaveAccessibleName(/unread/);

  expect(errors).toEqual([]);
  await b.page.context().close();
});

/** A sent message's mark once the server stored it: sent, or delivered when the other side is online. */
const STORED = /^(sent|delivered)$/;

test('a photo and a gift arrive on the other side, the photo opens at full size, and the sender’s credits fall by their costs', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await activeMember(page);
  const b = await memberInNewContext(browser);
  const errors = collectPageErrors(a.page, b.page);
  const costs = await messageCosts(page.request);
  await buyViaApi(a.page.request, { credits: 10 });
  let credits = await creditsOf(a.page.request);
  // the badge shows from 10 credits down: a balance it can show after each send
  expect(credits - costs.gift).toBeLessThanOrEqual(10);

  // B is elsewhere in the members area this time
  await b.page.goto('/members');
  await expect(b.page).toHaveTitle(/^Members – /);
  // a gift from B's profile: "Send a gift" opens the chat with its gift picker (not the icebreakers)
  await a.page.goto(`/members/${b.id}`);
  await a.page
    .getByRole('group', { name: `Contact ${b.name}` })
    .getByRole('link', { name: 'Send a gift' })
    .click();
  const picker = a.page.getByRole('dialog', { name: `Send ${b.name} a gift` });
  await expect(picker).toBeVisible();
  await expect(a.page).toHaveURL(new RegExp(`/members/${b.id}/chat$`));
  const gift = picker.getByRole('listitem').first();
  await expect(gift).toContainText(`Costs ${costs.gift} credit`);
  const giftName = (await gift.locator('.gift-grid__name').textContent())!;
  await gift.getByRole('button').click();
  await expect(picker).toBeHidden();
  const sentGift = messageLog(a.page, b.name).locator('.chat-message--mine.chat-message--gift');
  await expect(sentGift).toContainText(`Gift: ${giftName}`);
  // stored (no longer pending); B's socket in the members area may already have acknowledged it
  await expect(sentGift.locator('[data-status]')).toHaveAttribute('data-status', STORED);
  credits -= costs.gift;
  await expect(creditsBadge(a.page)).toHaveText(String(credits));
  expect(await creditsOf(a.page.request)).toBe(credits);

  // a photo through the file input, shown with its price before it goes
  await footer(a.page, b.name)
    .getByTestId('chat-photo-input')
    .setInputFiles(pngFile('hello.png', 200, 40, 90));
  const confirmPhoto = a.page.getByRole('dialog', { name: `Send this photo to ${b.name}?` });
  await expect(confirmPhoto).toContainText(`It costs ${costs.photo} credit`);
  await expect(confirmPhoto.getByRole('img', { name: 'The photo you chose' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await confirmPhoto.getByRole('button', { name: 'Send photo' }).click();
  await expect(confirmPhoto).toBeHidden();
  const sentPhoto = messageLog(a.page, b.name).locator('.chat-message--mine.chat-message--photo');
  await expect(sentPhoto.locator('[data-status]')).toHaveAttribute('data-status', STORED);
  await expect(sentPhoto.getByRole('img', { name: 'Photo in the chat' })).toHaveAttribute(
    'src',
    /\/media\/chat\/\d+\//,
  );
  credits -= costs.photo;
  await expect(creditsBadge(a.page)).toHaveText(String(credits));
  expect(await creditsOf(a.page.request)).toBe(credits);

  // B: both arrived live, in the list and in the chat
  await expect(messagesLink(b.page)).toHaveAccessibleName(/2 unread messages/);
  await expect(b.page).toHaveTitle(/^\(2\) /);
  // the chat's photos are held back for a moment: the photo keeps its frame before its image loads
  const heldPhotos: Route[] = [];
  let holdPhotos = true;
  await b.page.route('**/media/chat/**', (route) => (holdPhotos ? heldPhotos.push(route) : route.continue()));
  await messagesLink(b.page).click();
  const row = b.page.getByTestId('chat-row').filter({ hasText: a.name });
  await expect(row).toContainText('Photo');
  await row.getByRole('link').click();
  const log = messageLog(b.page, a.name);
  await expect(log.locator('.chat-message--theirs.chat-message--gift')).toContainText(`Gift: ${giftName}`);
  const theirPhoto = log.locator('.chat-message--theirs.chat-message--photo');
  await expect.poll(() => heldPhotos.length).toBeGreaterThan(0);
  // looked at until it holds: the score can land meanwhile and swap the blurred frame for a clear one
  await expect(async () => {
    const frame = await theirPhoto.locator('.chat-message__photo').boundingBox({ timeout: 1000 });
    expect(frame?.width).toBeGreaterThanOrEqual(150);
    expect(frame?.height).toBeCloseTo(frame?.width ?? 0, 0);
  }).toPass({ timeout: 10_000 });
  holdPhotos = false;
  await Promise.all(heldPhotos.map((route) => route.continue()));
  // until the safety job has scored it (or above the site's threshold) it arrives blurred: a tap shows it.
  // Either state takes a moment to show (the image loads), and the score can land in between: look until
  // the photo shows, tapping it while it is blurred.
  const reveal = theirPhoto.getByRole('button', { name: 'Show photo' });
  const photo = theirPhoto.getByRole('img', { name: 'Photo in the chat' });
  await expect(async () => {
    if (await reveal.isVisible()) await reveal.click({ timeout: 1000 });
    await expect(photo).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // both images really load (not a broken picture)
  for (const image of [photo, log.locator('.chat-message--theirs.chat-message--gift img')])
    await expect.poll(() => image.evaluate(loaded)).toBe(true);

  // on a phone, a tap opens the photo at full size in the app (not a new tab), fitted to the screen; the
  // back gesture closes it and leaves the member in the chat where they were; Escape closes it and the
  // focus is back on the photo in the chat
  await b.page.setViewportSize({ width: 390, height: 844 });
  const chatUrl = b.page.url();
  const scrolled = () => log.evaluate((element) => [element.scrollTop, window.scrollY]);
  const scrolledBefore = await scrolled();
  await photo.click();
  const viewer = b.page.getByRole('dialog', { name: 'Photo in the chat' });
  const fullPhoto = viewer.getByRole('img', { name: 'Photo in the chat' });
  await expect(fullPhoto).toBeVisible();
  await expect.poll(() => fullPhoto.evaluate(loaded)).toBe(true);
  expect(await fullPhoto.getAttribute('src')).toBe(await theirPhoto.getByRole('link').getAttribute('href'));
  const shown = (await fullPhoto.boundingBox())!;
  expect(shown.width).toBeGreaterThan(300);
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  expect(shown.y + shown.height).toBeLessThanOrEqual(844);
  expect(await wcagViolations(b.page, 'the photo viewer')).toEqual([]);
  await b.page.goBack();
  await expect(viewer).toBeHidden();
  expect(b.page.url()).toBe(chatUrl);
  await expect(log).toBeVisible();
  expect(await scrolled()).toEqual(scrolledBefore);
  await photo.click();
  await expect(fullPhoto).toBeVisible();
  await b.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(theirPhoto.getByRole('link')).toBeFocused();
  expect(b.page.url()).toBe(chatUrl);
  expect(b.page.context().pages()).toHaveLength(1);

  expect(errors).toEqual([]);
  await b.page.context().close();
});

/**
 * Hands a file (a PNG unless told) to the chat's page as the browser does for a paste into `target` or a
 * drop of the file on it.
 */
async function handOverFile(
  page: Page,
  how: 'paste' | 'drop',
  target: string,
  bytes: Buffer,
  file = { name: 'handed.png', type: 'image/png' },
) {
  await page.evaluate(
    ({ how, target, bytes, file }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], file.name, { type: file.type }));
      const element = document.querySelector(target)!;
      if (how === 'paste')
        element.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
        );
      else
        for (const type of ['dragover', 'drop'])
          element.dispatchEvent(
            new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
          );
    },
    { how, target, bytes: [...bytes], file },
  );
}

test('a photo pasted into the field or dropped on the chat is shown with its price, then sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await skipEntryWarning(page);
  await useOwnIp(page.context());
  await activeMember(page);
  const costs = await messageCosts(page.request);
  const [partner] = await writableSeededMembers(page.request, 1);
  await page.goto(`/members/${partner!.id}/chat`);
  await page
    .getByRole('dialog', { name: `Say hello to ${partner!.name}` })
    .getByRole('button', { name: "I'll write my own" })
    .click();
  // writing one's own goes on in the message field
  await expect(page.getByLabel(`Your message to ${partner!.name}`)).toBeFocused();
  const confirmPhoto = page.getByRole('dialog', { name: `Send this photo to ${partner!.name}?` });

  // pasted: shown with its price; put back, nothing is sent
  await handOverFile(page, 'paste', '.chat-footer__input', solidPng(30, 120, 200));
  await expect(confirmPhoto).toContainText(`It costs ${costs.photo} credit`);
  await expect(confirmPhoto.getByRole('img', { name: 'The photo you chose' })).toHaveJSProperty(
    'complete',
    true,
  );
  await confirmPhoto.getByText('Cancel', { exact: true }).click();
  await expect(confirmPhoto).toBeHidden();
  await expect(messageLog(page, partner!.name).locator('.chat-message--photo')).toHaveCount(0);

  // a file that is not a photo, dropped: the member is told, nothing is sent
  await handOverFile(page, 'drop', '.chat-page', Buffer.from('%PDF-1.4\n'), {
    name: 'ticket.pdf',
    type: 'application/pdf',
  });
  const refused = page.getByText('Only photos can be sent in a chat: JPEG, PNG, WebP or GIF.');
  await expect(refused).toBeVisible();
  await expect(confirmPhoto).toBeHidden();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(refused).toBeHidden();

  // dropped on the chat: the same check, and sent
  await handOverFile(page, 'drop', '.chat-page', solidPng(200, 120, 30));
  await confirmPhoto.getByRole('button', { name: 'Send photo' }).click();
  const sent = messageLog(page, partner!.name).locator('.chat-message--mine.chat-message--photo');
  await expect(sent.locator('[data-status]')).toHaveAttribute('data-status', STORED);
  await expect(sent.getByRole('img', { name: 'Photo in the chat' })).toHaveAttribute(
    'src',
    /\/media\/chat\/\d+\//,
  );
});
