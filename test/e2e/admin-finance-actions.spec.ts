import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import { buyViaApi, creditsOf } from './helpers/billing';
import { randomIp, signUpViaApi } from './helpers/identity';

// Finance's actions in the console against the real server: filter the ledger and export it as CSV
// (the downloaded file holds exactly the filtered rows), refund a member's order, adjust credits, and the
// finance charts. The test makes its own member and purchase through the member API.

const FINANCE = { email: 'finance@kindred.local', password: 'finance-demo-2026' };

test.use({ locale: 'en-US' });

const isListCall =
  (resource: string, filter: Record<string, unknown> = {}) =>
  (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== `/admin/api/${resource}`) return false;
    const sent = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    return Object.entries(filter).every(([key, value]) => sent[key] === value);
  };

async function logIn(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(FINANCE.email);
  await page.getByLabel('Password').fill(FINANCE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
}

/** A CSV file (RFC 4180) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });
const bodyRows = (page: Page) => page.locator('table tbody tr');

// One sign-in for everything: the server allows 10 sign-ins per admin e-mail in 15 minutes.
test('finance filters the ledger, exports it as CSV, refunds an order, adjusts credits and sees the charts', async ({
  page,
  request,
}) => {
  test.slow();
  await signUpViaApi(request);
  const { orderId } = await buyViaApi(request, { credits: 10 });
  const { user } = (await (await request.get('/api/user.php')).json()) as { user: { id: number } };
  const accountId = user.id;
  const creditsBefore = await creditsOf(request);
  expect(creditsBefore).toBeGreaterThanOrEqual(10);

  await logIn(page);

  await test.step('ledger: filter to the member, export CSV, the file holds exactly those rows', async () => {
    await menuItem(page, 'Ledger entries').click();
    await expect(page).toHaveURL(/#\/ledger/);
    const byAccount = page.waitForResponse(isListCall('ledger', { account_id: accountId }));
    await page.getByRole('spinbutton', { name: 'Account' }).fill(String(accountId));
    const listed = await byAccount;
    const shown = (await listed.json()) as { id: number; kind: string; amount: number }[];
    expect(shown.map((entry) => entry.kind)).toContain('purchase');
    await expect(bodyRows(page)).toHaveCount(shown.length);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ledger.csv');
    const [header, ...rows] = parseCsv(await readFile((await file.path())!, 'utf8'));
    expect(header!.slice(0, 5)).toEqual(['id', 'created_at', 'account_id', 'kind', 'amount']);
    expect(rows.map((row) => [Number(row[0]), row[3], Number(row[4])])).toEqual(
      shown.map((entry) => [entry.id, entry.kind, entry.amount]),
    );
    for (const row of rows) expect(row[2]).toBe(String(accountId));
  });

  await test.step('orders: refund the member’s completed order', async () => {
    await page.goto(`/admin/#/orders/${orderId}/show`);
    await expect(page.getByTestId('order-status')).toHaveText('Completed');
    await page.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund this order?')).toBeVisible();
    const refunded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/admin/api/orders/${orderId}/refund`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    expect((await refunded).status()).toBe(200);
    await expect(page.getByText('The order is refunded.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Refunded');
    await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await expect.poll(() => creditsOf(request)).toBe(creditsBefore - 10);
  });

  await test.step('ledger: adjust the member’s credits with a reason', async () => {
    await page.goto(
      `/admin/#/ledger?filter=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
    );
    await page.getByRole('button', { name: 'Adjust credits' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Account')).toHaveValue(String(accountId));
    await dialog.getByLabel('Credits').fill('5');
    await dialog.getByLabel('Reason').fill('Goodwill after a failed chat');
    const relisted = page.waitForResponse(isListCall('ledger', { account_id: accountId }));
    await dialog.getByRole('button', { name: 'Book adjustment' }).click();
    await expect(page.getByText('The adjustment is booked.')).toBeVisible();
    await relisted;
    await expect(bodyRows(page).first().getByTestId('ledger-kind')).toHaveText('Adjustment');
    await expect(bodyRows(page).first()).toContainText('Goodwill after a failed chat');
    await expect.poll(() => creditsOf(request)).toBe(creditsBefore - 10 + 5);

    // Taking more than the balance is refused with the server's reason.
    await page.getByRole('button', { name: 'Adjust credits' }).click();
    await dialog.getByLabel('Credits').fill('-100000');
    await dialog.getByLabel('Reason').fill('Too much');
    await dialog.getByRole('button', { name: 'Book adjustment' }).click();
    await expect(dialog.getByTestId('adjust-credits-error')).toContainText('cannot go below zero');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('finance charts: daily revenue and credits', async () => {
    const charts = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/api/finance_charts');
    await menuItem(page, 'Finance charts').click();
    await expect(page).toHaveURL(/#\/finance$/);
    const body = (await (await charts).json()) as {
      currencies: string[];
      days: { credits_sold: number }[];
    };
    expect(body.days).toHaveLength(30);
    expect(body.currencies).toContain('EUR');
    await expect(page.getByTestId('finance-chart-revenue')).toBeVisible();
    await expect(page.getByTestId('finance-chart-credits')).toBeVisible();
    await expect(
      page.getByTestId('finance-chart-revenue').locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
  });

  await test.step('an export after the session ended signs out instead of saving an error as CSV', async () => {
    await page.goto(
      `/admin/#/ledger?filter=${encodeURIComponent(JSON.stringify({ account_id: accountId }))}`,
    );
    await expect(bodyRows(page).first()).toBeVisible();
    const downloads: string[] = [];
    page.on('download', (file) => downloads.push(file.suggestedFilename()));
    // the session ends elsewhere (another tab's sign-out) while this page still shows the list
    const ended = await page.request.post('/admin/api/logout', { headers: { 'X-Request-Type': 'client' } });
    expect(ended.ok()).toBe(true);
    await page.getByRole('link', { name: 'Export CSV' }).click();
    await expect(page).toHaveURL(/\/admin\/#\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(downloads).toEqual([]);
  });
});
