import { expect, test } from '@playwright/test';
import {
  accountMenu,
  DEMO,
  logInViaUi,
  logOutViaMenu,
  mainNavigation,
  signUpViaApi,
  skipEntryWarning,
  useOwnIp,
} from './helpers/identity';

// Login, logout and the logged-in top navigation (SPEC §2, §8; issue 3).

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('the login form is accessible and links to password reset and signup', async ({ page }) => {
  await page.goto('/login');
  const login = page.locator('[data-layout="default"] [data-route="login"]');
  await expect(login.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(login.getByLabel('E-mail address')).toHaveAttribute('autocomplete', 'email');
  await expect(login.getByLabel('E-mail address')).toHaveAttribute('type', 'email');
  await expect(login.getByLabel('Password', { exact: true })).toHaveAttribute(
    'autocomplete',
    'current-password',
  );
  await expect(login.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expect(login.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
});

test('the demo member logs in, home goes to /members, logout goes home', async ({ page }) => {
  await logInViaUi(page, DEMO.email, DEMO.password);

  // the logged-in navigation (SPEC §2)
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/chats');
  await expect(nav.getByRole('link', { name: /^Likes/ })).toHaveAttribute('href', '/likes');
  await expect(nav.getByRole('link', { name: /Get Premium|Credits/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await accountMenu(page).click();
  await expect(nav.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/members$/);

  await logOutViaMenu(page);
  await expect(page.locator('[data-route="index"]')).toBeVisible();
  await page.goto('/settings');
  await expect(page.locator('[data-route="settings"]').getByLabel('E-mail address')).toBeVisible();
});

test('a wrong password: "Login failed, please try again"; the fifth locks the account', async ({
  page,
  request,
}) => {
  const account = await signUpViaApi(request);
  await page.goto('/login');
  const login = page.locator('[data-route="login"]');
  await login.getByLabel('E-mail address').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill('wrong-password');
  for (let attempt = 1; attempt <= 4; attempt++) {
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/user.php' && response.request().method() === 'POST',
    );
    await login.getByRole('button', { name: 'Log in' }).click();
    expect((await answered).status()).toBe(401);
    await expect(login.getByRole('alert')).toHaveText('Login failed, please try again');
    await expect(login.getByRole('alert')).toBeFocused();
  }
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    'Too many incorrect attempts, account blocked for 15 min.',
  );

  // even the right password is refused while locked
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText(
    /^Too many incorrect attempts, account blocked for \d+ min\.$/,
  );
});

test('the submit button is disabled while the login is pending', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.goto('/login');
  const login = page.locator('[data-route="login"]');
  await login.getByLabel('E-mail address').fill(DEMO.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/members$/);
});
