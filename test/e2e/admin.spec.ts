import { expect, test, type Page, type Response } from '@playwright/test';

// The admin console (admin/) served by the real server under /admin, against the seeded admin accounts.

const OPERATOR = { email: 'admin@kindred.local', password: 'admin-demo-2026', role: 'Operator' };
const FINANCE = { email: 'finance@kindred.local', password: 'finance-demo-2026', role: 'Finance' };

// The console picks the browser's language; the assertions below read the English texts.
test.use({ locale: 'en-US' });

const LOGIN_URL = /\/admin\/#\/login$/;
const DASHBOARD_URL = /\/admin\/#\/$/;

const isApiCall = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === `/admin/api/${path}`;

async function openLogin(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole('heading', { name: 'Sign in to the Kindred console' })).toBeVisible();
}

async function fillAndSubmit(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('/admin shows the login page to a visitor', async ({ page }) => {
  await openLogin(page);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('dashboard-welcome')).toHaveCount(0);
});

test('a wrong password shows the server’s error and stays on the login page', async ({ page }) => {
  await openLogin(page);
  const loginResponse = page.waitForResponse(isApiCall('login'));
  await fillAndSubmit(page, OPERATOR.email, `${OPERATOR.password}-wrong`);
  const response = await loginResponse;
  expect(response.status()).toBe(401);
  const body = (await response.json()) as { error: string; message: string };
  expect(body.error).toBe('invalid_credentials');

  await expect(page.getByTestId('login-error')).toHaveText(body.message);
  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByTestId('dashboard-welcome')).toHaveCount(0);
});

for (const account of [OPERATOR, FINANCE]) {
  test(`a correct login (${account.role.toLowerCase()}) shows the dashboard with its figures and the role`, async ({
    page,
  }) => {
    await openLogin(page);
    const loginResponse = page.waitForResponse(isApiCall('login'));
    const dashboardResponse = page.waitForResponse(isApiCall('dashboard'));
    await fillAndSubmit(page, account.email, account.password);

    const login = await loginResponse;
    expect(login.status()).toBe(200);
    const admin = (await login.json()) as { name: string; role: string };
    expect(admin.role).toBe(account.role.toLowerCase());

    await expect(page).toHaveURL(DASHBOARD_URL);
    await expect(page.getByTestId('dashboard-welcome')).toContainText(`Welcome, ${admin.name}`);
    await expect(page.getByTestId('dashboard-role')).toHaveText(`Signed in as ${account.role}`);

    // The card shows exactly the figure the server answered to the page (other tests may add members
    // meanwhile, so compare with this response rather than a second request).
    const dashboard = await dashboardResponse;
    expect(dashboard.status()).toBe(200);
    const figures = (await dashboard.json()) as { members_total: number };
    expect(Number.isInteger(figures.members_total)).toBe(true);
    const card = page.getByRole('region', { name: 'Members', exact: true });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('stat-members_total-value')).toHaveText(
      new Intl.NumberFormat('en').format(figures.members_total),
    );
  });
}

test('logout returns to the login page and ends the session', async ({ page }) => {
  await openLogin(page);
  await fillAndSubmit(page, OPERATOR.email, OPERATOR.password);
  await expect(page.getByTestId('dashboard-role')).toHaveText(`Signed in as ${OPERATOR.role}`);

  const logoutResponse = page.waitForResponse(isApiCall('logout'));
  // the user menu is named by the admin's name it shows (admin/src/layout/console-app-bar.tsx)
  await page.getByRole('button', { name: 'Olivia Operator' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await logoutResponse).status()).toBe(200);

  await expect(page).toHaveURL(LOGIN_URL);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The server forgot the session: coming back to the console lands on the login page again.
  await page.goto('/admin');
  await expect(page).toHaveURL(LOGIN_URL);
  const me = await page.request.get('/admin/api/me');
  expect([401, 403]).toContain(me.status());
});

// Chosen on the login page, German reaches react-admin's own texts too (its menu, the list's pagination),
// not only ours: they were English in German before (stop 55).
test('in German, react-admin’s own texts are German: the dashboard item and the list’s pagination', async ({
  page,
}) => {
  await openLogin(page);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(OPERATOR.email);
  await page.getByLabel('Passwort').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('dashboard-role')).toHaveText(`Angemeldet als ${OPERATOR.role}`);
  await expect(page.getByRole('menuitem', { name: 'Übersicht' })).toBeVisible();

  await page.goto('/admin/#/members');
  await expect(page.getByText('Zeilen pro Seite:')).toBeVisible();
  await expect(page.getByText(/^\d+–\d+ von \d+$/)).toBeVisible();
  await expect(page.getByText('Rows per page')).toHaveCount(0);
  await expect(page.getByText(/^\d+-\d+ of \d+$/)).toHaveCount(0);
});
