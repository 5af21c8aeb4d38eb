import { expect, test, type Page } from '@playwright/test';
import {
  accountMenu,
  logInViaUi,
  randomIp,
  signUpViaApi,
  skipEntryWarning,
  uniqueName,
  useOwnIp,
} from './helpers/identity';

// The members resource of the admin console (issue 14 §2): an operator finds a member and bans them;
// the member's open app goes to the ban page at once (the server closes their socket, the app asks
// user.php, which answers account_banned); their login is refused; unban lets them log in again.

const OPERATOR = { email: 'admin@kindred.local', password: 'admin-demo-2026' };

test.use({ locale: 'en-US' });

async function logInToConsole(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/#\/login$/);
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
}

test('an operator bans a member whose open app goes to /pages/ban; unban lets them log in again', async ({
  page: member,
  browser,
}) => {
  test.slow();
  await skipEntryWarning(member);
  await useOwnIp(member.context());
  const account = await signUpViaApi(member.request, { name: uniqueName('Banned') });
  await member.goto('/members');
  await expect(accountMenu(member)).toBeVisible();

  const consoleContext = await browser.newContext();
  const operator = await consoleContext.newPage();
  await logInToConsole(operator);

  await test.step('the operator finds the member by e-mail and bans them', async () => {
    await operator.getByRole('menuitem', { name: 'Members', exact: true }).click();
    await expect(operator).toHaveURL(/#\/members/);
    const searched = operator.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/admin/api/members' &&
        (new URL(response.url()).searchParams.get('filter') ?? '').includes(account.email),
    );
    await operator.getByPlaceholder('E-mail, name or id').fill(account.email);
    expect((await searched).status()).toBe(200);
    const rows = operator.locator('table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(account.name);
    await rows.first().click();
    await expect(operator).toHaveURL(/#\/members\/\d+\/show/);
    await expect(operator.getByTestId('member-ban-state')).toHaveText('Active');

    // The member's page reads every module: profile and photos, credits, orders, reports.
    await operator.getByRole('tab', { name: 'Profile' }).click();
    await expect(operator.getByText('No photos.')).toBeVisible();
    await operator.getByRole('tab', { name: 'Credits' }).click();
    await expect(operator.getByRole('link', { name: 'Whole ledger of this member' })).toBeVisible();
    await operator.getByRole('tab', { name: 'Orders' }).click();
    await expect(operator.getByText('Orders in all')).toBeVisible();
    await operator.getByRole('tab', { name: 'Reports' }).click();
    await expect(operator.getByText('No reports.')).toHaveCount(2);
    await operator.getByRole('tab', { name: 'Account' }).click();

    await operator.getByTestId('member-action-ban').click();
    await operator.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(operator.getByTestId('member-ban-state')).toHaveText('Banned');
    await expect(operator.getByTestId('member-action-unban')).toBeVisible();
  });

  await test.step("the member's open app shows the ban page, and their login is refused", async () => {
    await expect(member).toHaveURL(/\/pages\/ban$/, { timeout: 20_000 });
    await expect(accountMenu(member)).toBeHidden();

    await member.goto('/login');
    const form = member.locator('[data-route="login"]');
    await form.getByLabel('E-mail address').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(member).toHaveURL(/\/pages\/ban$/);
    await expect(accountMenu(member)).toBeHidden();
  });

  await test.step('unban lets the member log in again', async () => {
    await operator.getByTestId('member-action-unban').click();
    await expect(operator.getByTestId('member-ban-state')).toHaveText('Active');
    await logInViaUi(member, account.email, account.password);
  });

  await consoleContext.close();
});
