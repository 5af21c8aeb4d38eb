import { expect, test } from '@playwright/test';
import { DEMO, logInViaUi, signUpViaApi, skipEntryWarning, uniqueEmail, useOwnIp } from './helpers/identity';
import { linkIn, waitForMail } from './helpers/mail';

// The settings page (issue 3): e-mail, password (identity-password.spec.ts), language, invisible mode and
// account deletion; /settings is for members only.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a visitor on /settings logs in first and then sees the settings', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.goto('/settings');
  const settings = page.locator('[data-route="settings"]');
  await expect(settings.getByText('Log in to see your settings.')).toBeVisible();
  await settings.getByLabel('E-mail address').fill(account.email);
  await settings.getByLabel('Password', { exact: true }).fill(account.password);
  await settings.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(settings.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const section of ['E-mail address', 'Password', 'Language', 'Invisible mode', 'Delete account'])
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  await expect(settings.getByText(`Your e-mail address is ${account.email}.`)).toBeVisible();
});

test('the language chosen in the settings is kept after logging in in a fresh browser', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Language' });
  await section.getByLabel('Language of the site and the e-mails').selectOption('de');
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/user.php' && response.request().method() === 'PUT',
  );
  await section.getByRole('button', { name: 'Save language' }).click();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ language: 'de' });
  expect(((await response.json()) as { user: { language: string } }).user.language).toBe('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('region', { name: 'Sprache' }).getByText('Deine Sprache wurde gespeichert.'),
  ).toBeVisible();
  await expect(page.locator('[data-route="settings"]').getByRole('heading', { level: 1 })).toHaveText(
    'Einstellungen',
  );

  // elsewhere: a fresh browser (no cookie) starts in English and switches to German on login
  const fresh = await browser.newContext({ baseURL });
  try {
    await skipEntryWarning(fresh);
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
    const login = other.locator('[data-route="login"]');
    await login.getByLabel('E-mail address').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(other).toHaveURL(/\/members$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'de');
    await expect(other.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    const cookie = (await fresh.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('de');
  } finally {
    await fresh.close();
  }
});

test('invisible mode is a switch that is saved on the account', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Invisible mode' });
  await expect(
    section.getByText('you do not appear in search results or likes', { exact: false }),
  ).toBeVisible();
  const toggle = section.getByRole('switch', { name: 'Invisible mode' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(section.getByText('Invisible mode is on.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Invisible mode' }).getByRole('switch')).toBeChecked();
  await page.getByRole('region', { name: 'Invisible mode' }).getByRole('switch').click();
  await expect(
    page.getByRole('region', { name: 'Invisible mode' }).getByText('Invisible mode is off.'),
  ).toBeVisible();
});

test('the e-mail address changes through a link sent to the new address', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  const newEmail = uniqueEmail('changed');
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'E-mail address' });
  const field = section.getByLabel('New e-mail address');
  await section.getByLabel('Current password').fill(account.password);

  await field.fill('not-an-address');
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText('New email adress is invalid.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  await field.fill(DEMO.email);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    section.getByText('This email address already owns an account on this website.'),
  ).toBeVisible();

  await field.fill(newEmail);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    section.getByText(`We have sent a confirmation link to ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  const mail = await waitForMail(newEmail, { link: '/mail-change/do' });
  await page.goto(linkIn(mail, '/mail-change/do'));
  const done = page.locator('[data-route="mail-change-do"]');
  await expect(done.getByText('Your e-mail address has been changed.')).toBeVisible();
  await done.getByRole('link', { name: 'Back to your settings' }).click();
  await expect(page.getByText(`Your e-mail address is ${newEmail}.`)).toBeVisible();
});

test('an e-mail change needs the password, and the link sent to the old address undoes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await signUpViaApi(request);
  const newEmail = uniqueEmail('taken-over');
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'E-mail address' });
  const password = section.getByLabel('Current password');
  await section.getByLabel('New e-mail address').fill(newEmail);

  await password.fill('not my password');
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(section.getByText('Please check your password.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();

  await password.fill(account.password);
  await section.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    section.getByText(`We have sent a confirmation link to ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  const confirm = await waitForMail(newEmail, { link: '/mail-change/do' });
  await page.goto(linkIn(confirm, '/mail-change/do'));
  await expect(
    page.locator('[data-route="mail-change-do"]').getByText('Your e-mail address has been changed.'),
  ).toBeVisible();

  // the old address is told, with a link that brings it back and logs the account out everywhere
  const notice = await waitForMail(account.email, { link: '/api/mail-restore.php' });
  expect(notice.text).toContain(newEmail);
  await page.goto(linkIn(notice, '/api/mail-restore.php'));
  await expect(page).toHaveURL(/\/mail-change\/undo\?result=done$/);
  const undone = page.locator('[data-route="mail-change-undo"]');
  await expect(
    undone.getByRole('heading', { level: 1, name: 'Your old e-mail address is back' }),
  ).toBeVisible();
  await expect(undone.getByText('logged your account out on every device', { exact: false })).toBeVisible();
  await expect(undone.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
    'href',
    '/reset-password',
  );

  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  await expect(page.getByText(`Your e-mail address is ${account.email}.`)).toBeVisible();

  // the link works once
  await page.goto(linkIn(notice, '/api/mail-restore.php'));
  await expect(
    page.locator('[data-route="mail-change-undo"]').getByRole('heading', { name: 'This link does not work' }),
  ).toBeVisible();
});

test('a bad e-mail change link is refused', async ({ page }) => {
  await page.goto('/mail-change/do?token=not-a-real-token');
  await expect(
    page.locator('[data-route="mail-change-do"]').getByText('Link expired or invalid, request a new email'),
  ).toBeVisible();
});

test('a member deletes the account with a reason and lands on /account-deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete account' });

  // a reason is needed
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Please choose a reason.')).toBeVisible();

  await section.getByRole('radio', { name: 'Another reason' }).check();
  await section.getByLabel('Remarks').fill('Testing the deletion');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/delete-account.php' && r.method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: 'other', remarks: 'Testing the deletion' });

  await expect(page).toHaveURL(/\/account-deleted$/);
  const deleted = page.locator('[data-route="account-deleted"]');
  await expect(
    deleted.getByRole('heading', { level: 1, name: 'Your account has been deleted' }),
  ).toBeVisible();
  await expect(deleted.getByText('After 14 days', { exact: false })).toBeVisible();
  await expect(deleted.getByText('reactivates your account', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();

  await waitForMail(account.email, { link: '/api/reactivate.php' });
  await page.goto('/login');
  const login = page.locator('[data-route="login"]');
  await login.getByLabel('E-mail address').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Login failed, please try again');
});
