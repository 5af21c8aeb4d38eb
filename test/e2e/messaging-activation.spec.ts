import { expect, test } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { linkIn, waitForMails } from './helpers/mail';
import { whoAmI } from './helpers/members';
import { enableProfileUnconfirmed, memberInNewContext, sendViaApi } from './helpers/messaging';

// A not_confirmed member cannot reply until activated (issue 12 §3, SPEC §4): the chat says so and offers
// to send the activation e-mail again; that button really mails a new link (read from the mail catcher),
// and once it is followed the reply goes out.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a member who has not confirmed tries to reply: the prompt, and its button mails the activation link again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request);
  const me = await whoAmI(page.request);
  // the signup's own activation mail
  await waitForMails(account.email, { link: '/api/activate.php' }, 1);
  await enableProfileUnconfirmed(me.id);
  const other = await memberInNewContext(browser);
  const first = await sendViaApi(
    other.page.request,
    { member_id: me.id },
    `Hello ${me.name}, I am ${other.name}`,
  );
  expect(first.status, JSON.stringify(first.body)).toBe(201);

  await page.goto(`/chats/${first.body.conversation!.id}`);
  const log = page.getByRole('log', { name: `Messages with ${other.name}` });
  await expect(log.getByText(`Hello ${me.name}, I am ${other.name}`)).toBeVisible();
  const footer = page.getByRole('form', { name: `Write to ${other.name}` });
  await footer.getByLabel(`Your message to ${other.name}`).fill('Hello to you too!');
  await footer.getByRole('button', { name: 'Send', exact: true }).click();

  // refused: the prompt with its resend button; the reply is kept to try again
  const prompt = page.locator('[data-problem="not_confirmed"]');
  await expect(prompt).toContainText(
    'Confirm your e-mail address before you reply: follow the link in the e-mail we sent you.',
  );
  const pending = log.locator('[data-pending="failed"]').filter({ hasText: 'Hello to you too!' });
  await expect(pending).toContainText('Not sent');

  const resent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/activate-resend.php') && response.request().method() === 'POST',
  );
  await prompt.getByRole('button', { name: 'Send again' }).click();
  expect((await resent).status()).toBe(200);
  await expect(prompt.getByText('We have sent the e-mail again.')).toBeVisible();
  // a second activation mail reached the mail catcher
  const mails = await waitForMails(account.email, { link: '/api/activate.php' }, 2);
  expect(mails).toHaveLength(2);

  // its link activates the account; the reply goes out on the second try
  const activated = await page.request.get(linkIn(mails[1]!, '/api/activate.php'), { maxRedirects: 0 });
  expect(activated.status()).toBe(302);
  expect(activated.headers().location).toMatch(/\/activate\/done$/);
  await pending.getByRole('button', { name: 'Try again' }).click();
  await expect(
    log.locator('.chat-message--mine').filter({ hasText: 'Hello to you too!' }).locator('[data-status]'),
  ).toHaveAttribute('data-status', /^(sent|delivered|read)$/);
  await expect(prompt).toBeHidden();

  await other.page.context().close();
});
