import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { totpCodeAt } from '../../server/src/admin/accounts/domain/totp';

import { logInToConsole as logIn } from './helpers/admin';

// The super-admin manages the console's accounts: adds an admin with a role through the console, that
// admin signs in and sees only what the role allows, and the audit log shows the creation.

const SUPER = { email: 'super@kindred.local', password: 'super-demo-2026' };

test.use({ locale: 'en-US' });

const isApiCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/admin/api/${path}`;

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  return context.newPage();
}

test('a super-admin adds an operator, who signs in to the operator’s console; the audit log shows it', async ({
  page,
  browser,
}) => {
  test.slow();
  const created = {
    email: `operator-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kindred.test`,
    name: 'Otto Newcomer',
    password: 'otto-first-password-1',
  };
  let createdId = 0;

  await test.step('the super-admin creates the account with the operator role', async () => {
    await logIn(page, SUPER);
    await menuItem(page, 'Admin accounts').click();
    await expect(page).toHaveURL(/#\/admins/);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/#\/admins\/create$/);
    // a textbox: the list's "Sort by email" header may still be there a moment
    const email = page.getByRole('textbox', { name: 'Email' });
    // an address that has an account already: the server's reason shows next to the field
    await email.fill(SUPER.email);
    await page.getByLabel('Name').fill(created.name);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Operator' }).click();
    await page.getByLabel('Initial password').fill(created.password);
    const refused = page.waitForResponse(isApiCall('POST', 'admins'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    const taken = 'An admin account with this e-mail address already exists.';
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(taken);

    await email.fill(created.email);
    const creation = page.waitForResponse(isApiCall('POST', 'admins'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await creation;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { id: number; role: string; email: string };
    expect(body).toMatchObject({ role: 'operator', email: created.email });
    createdId = body.id;
    // The show page of the new account.
    await expect(page).toHaveURL(new RegExp(`#/admins/${createdId}/show`));
    await expect(page.getByText(created.email).first()).toBeVisible();
    await expect(page.getByTestId('admin-role')).toHaveText('Operator');
  });

  await test.step('the new operator signs in and sees only what an operator may use', async () => {
    const operator = await newPage(browser);
    await logIn(operator, created);
    await expect(operator.getByTestId('dashboard-role')).toHaveText('Signed in as Operator');
    await expect(menuItem(operator, 'Audit log')).toBeVisible();
    await expect(menuItem(operator, 'Admin accounts')).toHaveCount(0);
    await expect(menuItem(operator, 'Ledger entries')).toHaveCount(0);
    // The server agrees: the accounts and finance are refused, the audit log answers.
    expect((await operator.request.get('/admin/api/admins')).status()).toBe(403);
    expect((await operator.request.get('/admin/api/ledger')).status()).toBe(403);
    expect((await operator.request.get('/admin/api/audit_log')).status()).toBe(200);

    // The operator reads the audit log and finds the creation of their own account.
    await menuItem(operator, 'Audit log').click();
    const row = operator
      .locator('table tbody tr')
      .filter({ hasText: 'admins.create' })
      .filter({ hasText: String(createdId) })
      .first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(SUPER.email);
    await operator.context().close();
  });

  await test.step('the super-admin opens the entry: who, what and the record after', async () => {
    await menuItem(page, 'Audit log').click();
    const filter = page.waitForResponse(
      (response) =>
        isApiCall('GET', 'audit_log')(response) &&
        (new URL(response.url()).searchParams.get('filter') ?? '').includes(String(createdId)),
    );
    await page.getByLabel('Record').fill(String(createdId));
    await filter;
    const row = page.locator('table tbody tr').filter({ hasText: 'admins.create' });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(/#\/audit_log\/\d+\/show/);
    await expect(page.getByTestId('audit-admin')).toHaveText(SUPER.email);
    await expect(page.getByTestId('audit-field-role')).toContainText('operator');
    await expect(page.getByTestId('audit-field-email')).toContainText(created.email);
    // Nothing secret in the entry.
    await expect(page.getByTestId('audit-changes')).not.toContainText(created.password);
  });
});

test('an admin sets up two-factor authentication in the console and then signs in with a code', async ({
  page,
  browser,
}) => {
  test.slow();
  const admin = {
    email: `finance-${Date.now()}-${Math.floor(Math.random() * 1e6)}@kindred.test`,
    password: 'finn-first-password-1',
  };
  await logIn(page, SUPER);
  const created = await page.request.post('/admin/api/admins', {
    headers: { 'X-Request-Type': 'client' },
    data: { ...admin, name: 'Fiona Factor', role: 'finance' },
  });
  expect(created.status()).toBe(201);

  const own = await newPage(browser);
  await logIn(own, admin);
  await menuItem(own, 'Two-factor authentication').click();
  await expect(own.getByTestId('totp-status')).toHaveText('Two-factor authentication is off.');
  await own.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(own.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await own.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await own.getByLabel('Code from the app').fill(totpCodeAt(secret, new Date()));
  await own.getByRole('button', { name: 'Turn on' }).click();
  await expect(own.getByTestId('totp-status')).toHaveText('Two-factor authentication is on.');

  // Signed out and in again: the password first, then the form asks for the code.
  await own.getByRole('button', { name: 'Fiona Factor' }).click();
  await own.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(own).toHaveURL(/\/admin\/#\/login$/);
  await own.getByLabel('Email').fill(admin.email);
  await own.getByLabel('Password').fill(admin.password);
  const asked = own.waitForResponse(isApiCall('POST', 'login'));
  await own.getByRole('button', { name: 'Sign in' }).click();
  expect((await asked).status()).toBe(401);
  // The code of the next 30-second step (one step of drift is allowed; the last one is used up).
  await own.getByLabel('Authentication code').fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await own.getByRole('button', { name: 'Sign in' }).click();
  await expect(own.getByTestId('dashboard-role')).toHaveText('Signed in as Finance');
  await own.context().close();
});
