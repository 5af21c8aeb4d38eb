import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  logInViaUi,
  randomIp,
  signUpViaApi,
  skipEntryWarning,
  useOwnIp,
} from './helpers/identity';

// The notification preferences page and the disabled-notifications alert (issue 13).

/** The server's mail-events secret in development and test (MAIL_EVENTS_SECRET unset outside production). */
const MAIL_EVENTS_SECRET = 'kindred-local-mail-events-secret';
const ALERT_TEXT =
  'E-mail notifications disabled because the mail was marked as spam, bounced, or unsubscribed.';

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

function savedPut(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/notifications.php' && response.request().method() === 'PUT',
  );
}

test('the preferences page saves each change at once and keeps it after a reload', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  // reached as a member would: the account menu's settings, then its notifications block
  await accountMenu(page).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Manage notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const root = page.locator('[data-route="notifications"]');
  await expect(root.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const promotions = root.getByRole('switch', { name: 'Promotions' });
  await expect(promotions).toBeChecked();
  let saved = savedPut(page);
  await promotions.click();
  expect((await saved).request().postDataJSON()).toEqual({ email: { promotions: false } });
  await expect(root.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // keyboard: the messages frequency, by arrow keys in its radio group
  const messages = root.getByRole('group', { name: 'Messages' });
  await messages.getByRole('radio', { name: 'At once' }).focus();
  saved = savedPut(page);
  await page.keyboard.press('ArrowRight');
  expect((await saved).request().postDataJSON()).toEqual({ frequency: { messages: 'daily' } });
  await expect(messages.getByRole('radio', { name: 'Daily digest' })).toBeChecked();

  saved = savedPut(page);
  await root.getByRole('group', { name: 'Likes' }).getByText('Never').click();
  await saved;

  await page.reload();
  await expect(root.getByRole('switch', { name: 'New messages' })).toBeChecked();
  await expect(root.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
  await expect(messages.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(
    root.getByRole('group', { name: 'Likes' }).getByRole('radio', { name: 'Never' }),
  ).toBeChecked();
});

test('a bounce notice shows the disabled-notifications alert, not on settings or notifications, until turned on again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  const alert = page.getByTestId('disabled-notifications-alert');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // the mail provider reports a bounce through the real API
  const notice = await request.post('/api/mail-events.php', {
    headers: { 'X-Mail-Events-Secret': MAIL_EVENTS_SECRET, 'X-Forwarded-For': randomIp() },
    data: { event: 'bounce', email: account.email },
  });
  expect(notice.status(), await notice.text()).toBe(200);

  await page.goto('/members');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(ALERT_TEXT);
  await expect(alert).toContainText('Our last e-mail to you could not be delivered.');

  for (const path of ['/settings', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
  }
  // the notifications page says why in its own words
  await expect(page.getByTestId('email-disabled-notice')).toContainText(ALERT_TEXT);

  await page.goto('/likes');
  await expect(alert).toBeVisible();
  const saved = savedPut(page);
  await alert.getByRole('button', { name: 'Turn e-mail notifications on again' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ enable_email: true });
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
  const preferences = await page.request.get('/api/notifications.php');
  expect(((await preferences.json()) as { notifications_disabled: string[] }).notifications_disabled).toEqual(
    [],
  );
});

test('the disabled-notifications alert can be dismissed and stays dismissed', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  const notice = await request.post('/api/mail-events.php', {
    headers: { 'X-Mail-Events-Secret': MAIL_EVENTS_SECRET, 'X-Forwarded-For': randomIp() },
    data: { event: 'complaint', email: account.email },
  });
  expect(notice.status()).toBe(200);
  await page.goto('/members');
  const alert = page.getByTestId('disabled-notifications-alert');
  await expect(alert).toContainText('An e-mail from us was marked as spam.');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('on a phone the preferences page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page.request);
  await page.goto('/notifications');
  await expect(page.getByRole('switch', { name: 'Reminders', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
