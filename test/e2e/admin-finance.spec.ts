import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { signUpViaApi } from './helpers/identity';
import { logInToConsole as logIn } from './helpers/admin';

// The finance views of the admin console (ledger, orders, reconciliation) against the real server.
// The seeded demo data may hold no ledger rows: the test signs up its own member (a signup bonus entry)
// and places an order for them through the member API.

const OPERATOR = { email: 'admin@kindred.local', password: 'admin-demo-2026' };
const FINANCE = { email: 'finance@kindred.local', password: 'finance-demo-2026' };

test.use({ locale: 'en-US' });

/** A list call of the admin API whose `filter` holds every given key and value. */
const isListCall =
  (resource: string, filter: Record<string, unknown> = {}) =>
  (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== `/admin/api/${resource}`) return false;
    const sent = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return Object.entries(filter).every(([key, value]) => sent[key] === value);
  };

/** A new member (logged in on `request`) with their signup bonus on the ledger; their account id. */
async function memberWithCredits(request: APIRequestContext): Promise<number> {
  await signUpViaApi(request);
  let accountId = 0;
  await expect
    .poll(async () => {
      const { user } = (await (await request.get('/api/user.php')).json()) as {
        user: { id: number; credits: number };
      };
      accountId = user.id;
      return user.credits;
    })
    .toBeGreaterThan(0);
  return accountId;
}

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const bodyRows = (page: Page) => page.locator('table tbody tr');

// One sign-in for all finance views: the server allows 10 sign-ins per admin e-mail in 15 minutes, and
// every sign-in counts.
test('finance browses the ledger and the orders and runs the reconciliation', async ({ page, request }) => {
  test.slow();
  const accountId = await memberWithCredits(request);
  await logIn(page, FINANCE);

  await test.step('ledger: filters by kind, account and date, shows an entry', async () => {
    const firstPage = page.waitForResponse(isListCall('ledger'));
    await menuItem(page, 'Ledger entries').click();
    await expect(page).toHaveURL(/#\/ledger/);
    const listed = await firstPage;
    expect(listed.status()).toBe(200);
    expect(listed.headers()['content-range']).toMatch(/^ledger \d+-\d+\/\d+$/);
    await expect(bodyRows(page).first()).toBeVisible();

    // Kind
    const byKind = page.waitForResponse(isListCall('ledger', { kind: 'signup_bonus' }));
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Signup bonus' }).click();
    expect((await byKind).status()).toBe(200);
    await expect(bodyRows(page).first()).toBeVisible();
    const chips = page.locator('table tbody').getByTestId('ledger-kind');
    await expect(chips.first()).toHaveText('Signup bonus');
    // the list keeps its previous rows until the answer is drawn: look until every row is a signup bonus
    await expect.poll(async () => [...new Set(await chips.allTextContents())]).toEqual(['Signup bonus']);

    // and account: the member's one signup bonus
    const byAccount = page.waitForResponse(
      isListCall('ledger', { kind: 'signup_bonus', account_id: accountId }),
    );
    await page.getByRole('spinbutton', { name: 'Account' }).fill(String(accountId));
    expect((await byAccount).status()).toBe(200);
    await expect(bodyRows(page)).toHaveCount(1);
    const row = bodyRows(page).first();
    await expect(row.getByTestId('ledger-amount')).toHaveText(/^\+\d+$/);
    await expect(row.getByTestId('ledger-kind')).toHaveText('Signup bonus');

    // A date range that holds nothing yet
    const future = page.waitForResponse(isListCall('ledger', { from: '2099-01-01' }));
    await page.getByLabel('From').fill('2099-01-01');
    expect((await future).status()).toBe(200);
    await expect(bodyRows(page)).toHaveCount(0);
    const past = page.waitForResponse(isListCall('ledger', { from: '2000-01-01' }));
    await page.getByLabel('From').fill('2000-01-01');
    expect((await past).status()).toBe(200);
    await expect(bodyRows(page)).toHaveCount(1);

    // The shortened hash shows the full one on hover
    const hash = row.locator('.column-hash span[aria-label]');
    const full = await hash.getAttribute('aria-label');
    expect(full).toMatch(/^[0-9a-f]{64}$/);
    await expect(hash).toHaveText(`${full!.slice(0, 10)}…`);
    await hash.hover();
    await expect(page.getByRole('tooltip')).toHaveText(full!);

    // The entry's page
    await row.click();
    await expect(page).toHaveURL(/#\/ledger\/\d+\/show$/);
    await expect(page.getByText(/^Ledger entry #\d+$/)).toBeVisible();
    await expect(page.getByText(full!, { exact: true })).toBeVisible();
    await expect(page.getByText(`signup_bonus:${accountId}`, { exact: true })).toBeVisible();
  });

  await test.step('orders: a member’s order with its money formatted, and its page', async () => {
    const offer = (await (await request.get('/api/bundles.php')).json()) as {
      bundles: { id: number }[];
      payment_methods: string[];
    };
    const placed = await request.post('/api/orders.php', {
      headers: { 'X-Request-Type': 'client' },
      data: {
        bundle_id: offer.bundles[0].id,
        payment_method: offer.payment_methods[0],
        client_id: randomUUID(),
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; amount: number; currency: string } };
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
      order.amount / 100,
    );

    await menuItem(page, 'Orders').click();
    await expect(page).toHaveURL(/#\/orders/);
    const byAccount = page.waitForResponse(isListCall('orders', { account_id: accountId }));
    await page.getByRole('spinbutton', { name: 'Account' }).fill(String(accountId));
    expect((await byAccount).status()).toBe(200);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(money);
    await expect(bodyRows(page).first().getByTestId('order-status')).toHaveText('Pending');

    const byStatus = page.waitForResponse(
      isListCall('orders', { status: 'completed', account_id: accountId }),
    );
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    expect((await byStatus).status()).toBe(200);
    await expect(bodyRows(page)).toHaveCount(0);

    await page.goto(`/admin/#/orders/${order.id}/show`);
    await expect(page.getByText(order.id, { exact: true })).toBeVisible();
    await expect(page.getByText(money).first()).toBeVisible();
  });

  await test.step('reconciliation: every balance matches the ledger, run again', async () => {
    const report = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/api/reconciliation');
    await menuItem(page, 'Reconciliation').click();
    await expect(page).toHaveURL(/#\/reconciliation$/);
    const first = await report;
    expect(first.status()).toBe(200);
    const body = (await first.json()) as { entries: number; problems: unknown[] };
    expect(body.problems).toEqual([]);

    await expect(page.getByTestId('reconciliation-ok')).toHaveText('Every balance matches the ledger');
    await expect(page.getByTestId('reconciliation-problems')).toHaveCount(0);
    const entries = Number((await page.getByTestId('reconciliation-entries').innerText()).replace(/\D/g, ''));
    expect(entries).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('reconciliation-total-signup_bonus')).toContainText('Signup bonus');

    const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/api/reconciliation');
    await page.getByRole('button', { name: 'Run again' }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByTestId('reconciliation-ok')).toBeVisible();
  });
});

test('an operator sees no finance menu entries and cannot open the finance pages', async ({ page }) => {
  await logIn(page, OPERATOR);
  await expect(menuItem(page, 'Dashboard')).toBeVisible();
  for (const name of ['Ledger entries', 'Orders', 'Reconciliation'])
    await expect(menuItem(page, name)).toHaveCount(0);

  for (const path of ['ledger', 'orders', 'reconciliation']) {
    await page.goto(`/admin/#/${path}`);
    await expect(page.getByText('Access denied').first()).toBeVisible();
    expect((await page.request.get(`/admin/api/${path}`)).status()).toBe(403);
  }
});
