import { expect, test } from '@playwright/test';
import {
  logInViaUi,
  logOutViaMenu,
  signUpViaApi,
  skipEntryWarning,
  uniqueEmail,
  useOwnIp,
} from './helpers/identity';
import { linkIn, waitForMail } from './helpers/mail';

// Password reset by an e-mailed link, and the password change in the settings (SPEC §5, §8; issue 3).

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a member resets the password through the e-mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  const newPassword = 'a-brand-new-password';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const reset = page.locator('[data-route="reset-password"]');
  await expect(reset.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();

  // an address without an account
  await reset.getByLabel('E-mail address').fill(uniqueEmail('nobody'));
  await reset.getByRole('button', { name: 'Send me a link' }).click();
  await expect(reset.getByText('E-mail address not found')).toBeVisible();
  await expect(reset.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');

  await reset.getByLabel('E-mail address').fill(account.email);
  await reset.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    reset.getByText(`Check your inbox: we have sent a link to choose a new password to ${account.email}.`),
  ).toBeVisible();

  const mail = await waitForMail(account.email, { link: '/reset-password/do' });
  const link = linkIn(mail, '/reset-password/do');
  await page.goto(link);
  const form = page.locator('[data-route="reset-password-do"]');
  await expect(form.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

  // different passwords are refused before anything is sent
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Repeat the new password').fill(`${newPassword}!`);
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await expect(form.getByText('The entered passwords are not the same.')).toBeVisible();
  await expect(form.getByLabel('Repeat the new password')).toBeFocused();

  await form.getByLabel('Repeat the new password').fill(newPassword);
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await expect(form.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await form.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // the old password no longer works, the new one does
  const login = page.locator('[data-route="login"]');
  await login.getByLabel('E-mail address').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Login failed, please try again');
  await logInViaUi(page, account.email, newPassword);
  await logOutViaMenu(page);

  // the link works once
  await page.goto(link);
  await form.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await form.getByLabel('Repeat the new password').fill('yet-another-password');
  await form.getByRole('button', { name: 'Save the new password' }).click();
  await expect(form.getByText('Link expired or invalid, request a new email')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});

test('/reset-password/do without a token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password/do');
  const form = page.locator('[data-route="reset-password-do"]');
  await expect(form.getByText('Link expired or invalid, request a new email')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});

test('a member changes the password in the settings (the old one must be right)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await signUpViaApi(request);
  const newPassword = 'changed-in-settings';
  await logInViaUi(page, account.email, account.password);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Password' });

  await section.getByLabel('Current password').fill('not-my-password');
  await section.getByLabel('New password').fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Please check your old password.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Current password').fill(account.password);
  await section.getByLabel('New password').fill(newPassword);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your password has been changed.')).toBeVisible();

  await logOutViaMenu(page);
  await logInViaUi(page, account.email, newPassword);
});
