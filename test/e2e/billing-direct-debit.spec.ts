import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { lastSms, uniqueMobile, waitForSmsCode } from './helpers/sms';

// /directdebit (issue 5): pay a credit bundle by SEPA direct debit, confirmed with an SMS code. Each
// test is a fresh NL member with a mobile number of its own; the codes are read from sms_outbox.

const IBAN = 'NL91ABNA0417164300';
const MISTYPED_IBAN = 'NL91ABNA0417164301';
const LIMIT =
  'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.';

type Mobile = ReturnType<typeof uniqueMobile>;

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

/** The id of the member's bundle with `credits` credits. */
async function bundleId(page: Page, credits: number): Promise<number> {
  const response = await page.request.get('/api/bundles.php');
  expect(response.ok()).toBe(true);
  const { bundles } = (await response.json()) as { bundles: Array<{ id: number; credits: number }> };
  const bundle = bundles.find((candidate) => candidate.credits === credits);
  if (!bundle) throw new Error(`no bundle of ${credits} credits`);
  return bundle.id;
}

async function credits(page: Page): Promise<number> {
  const response = await page.request.get('/api/user.php');
  return ((await response.json()) as { user: { credits: number } }).user.credits;
}

/** A logged-in fresh member on /directdebit?bundle=<the bundle of `bundleCredits`>. */
async function openForm(page: Page, bundleCredits = 25): Promise<{ root: Locator; bundle: number }> {
  await signUpViaApi(page.request);
  const bundle = await bundleId(page, bundleCredits);
  await page.goto(`/directdebit?bundle=${bundle}`);
  const root = page.locator('[data-route="directdebit"]');
  await expect(root.getByRole('heading', { level: 1, name: 'Pay by direct debit' })).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Your bank details' })).toBeVisible();
  return { root, bundle };
}

function formValues(mobile: Mobile, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'Account holder': 'Anna de Vries',
    'Account number (IBAN)': IBAN,
    Street: 'Damrak',
    'House number': '1',
    'Postal code': '1012 LG',
    City: 'Amsterdam',
    'Mobile phone number': mobile.typed,
    ...overrides,
  };
}

async function fill(root: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await root.getByLabel(label, { exact: true }).fill(value);
}

const mandate = (root: Locator) => root.getByRole('checkbox', { name: /^I authorise Kindred to collect/ });
const sendCode = (root: Locator) => root.getByRole('button', { name: 'Send me the code' }).click();
const maskedPhone = (mobile: Mobile) => `${mobile.e164.slice(0, 3)}•••••${mobile.e164.slice(-3)}`;

test('a mistyped IBAN and a missing authorisation get the server’s messages next to the fields', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  const { root } = await openForm(page);
  const mobile = uniqueMobile();
  const { 'Account number (IBAN)': _iban, ...rest } = formValues(mobile);
  await fill(root, rest);
  const iban = root.getByLabel('Account number (IBAN)');
  await iban.pressSequentially(MISTYPED_IBAN);
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 01'); // grouped while typing
  await sendCode(root);

  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(root.getByText('This IBAN is not valid. Please check it.')).toBeVisible();
  await expect(iban).toBeFocused();
  await expect(mandate(root)).toHaveAttribute('aria-invalid', 'true');
  await expect(root.getByText('Please allow the one-time direct debit.')).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Confirm with the code' })).toHaveCount(0);
  expect(await lastSms(mobile.e164)).toBeNull();

  // corrected and authorised, the form goes on to the code
  await iban.fill(IBAN);
  await expect(iban).not.toHaveAttribute('aria-invalid');
  await mandate(root).check();
  await sendCode(root);
  await expect(root.getByRole('heading', { name: 'Confirm with the code' })).toBeVisible();
});

test('"Did you mean Amsterdam?" fills in the city', async ({ page }) => {
  const { root } = await openForm(page);
  const { City: _city, ...rest } = formValues(uniqueMobile());
  await fill(root, rest);
  await mandate(root).check();
  const city = root.getByLabel('City', { exact: true });
  await city.fill('Amsterdm');
  await city.blur();
  const suggestion = root.getByRole('button', { name: 'Did you mean Amsterdam?' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(city).toHaveValue('Amsterdam');
  await expect(suggestion).toHaveCount(0);
});

test('the SMS code: a wrong one is "Code invalid", a new code can be sent, the right one adds the credits', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  const { root } = await openForm(page, 25);
  const before = await credits(page);
  const mobile = uniqueMobile();
  const total = (await root.getByTestId('dd-total').textContent())!;
  await fill(root, formValues(mobile));
  await expect(mandate(root)).toHaveAccessibleName(
    new RegExp(`one-time payment of ${total.replace('.', '\\.')} `),
  );
  await mandate(root).check();
  await sendCode(root);

  await expect(root.getByRole('heading', { name: 'Confirm with the code' })).toBeVisible();
  await expect(root.getByText(`We sent a code to ${maskedPhone(mobile)}.`)).toBeVisible();
  await expect(
    root.getByText(`${total} will be collected once from the account NL•• •••• 4300.`),
  ).toBeVisible();
  await expect(root.getByRole('timer')).toHaveText(/The code is valid for (10:00|9:\d\d)\./);
  const input = root.getByLabel('Code from the text message');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');

  const first = await lastSms(mobile.e164);
  const code = await waitForSmsCode(mobile.e164);
  await input.fill(code === '000000' ? '111111' : '000000');
  await root.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(root.getByText('Code invalid')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await root.getByRole('button', { name: 'Send a new code' }).click();
  await expect(root.getByText(`We sent a new code to ${maskedPhone(mobile)}.`)).toBeVisible();
  const newCode = await waitForSmsCode(mobile.e164, first);
  await input.fill(newCode);
  await root.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(root.getByRole('heading', { name: '25 credits added' })).toBeVisible();
  await expect(root.getByTestId('order-status')).toHaveText('Completed');
  expect(await credits(page)).toBe(before + 25);
});

test('after a €79.99 debit the next 150-credit bundle passes €150: the limit message with other ways to pay', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  const { root, bundle } = await openForm(page, 150);
  const mobile = uniqueMobile();
  // the first 150-credit bundle (€79.99, no discount code) bought through the API
  const headers = { 'X-Request-Type': 'client' };
  const form = {
    account_holder: 'Anna de Vries',
    iban: IBAN,
    street: 'Damrak',
    house_number: '1',
    zip: '1012 LG',
    city: 'Amsterdam',
    phone: mobile.typed,
    authorization: true,
  };
  const asked = await page.request.post('/api/directdebit.php', {
    headers,
    data: { ...form, bundle_id: bundle },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request } = (await asked.json()) as { request: { id: string; amount: number } };
  expect(request.amount).toBe(7999);
  const confirmed = await page.request.post('/api/directdebit-confirm.php', {
    headers,
    data: { id: request.id, code: await waitForSmsCode(mobile.e164) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { order: { status: string } }).order.status).toBe('completed');

  // the second one through the form
  await page.reload();
  await expect(root.getByTestId('dd-total')).toHaveText('€79.99');
  await fill(root, formValues(mobile));
  await mandate(root).check();
  await sendCode(root);

  await expect(root.getByRole('alert')).toHaveText(LIMIT);
  await expect(root.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
    'href',
    `/credits/${bundle}`,
  );
  await expect(root.getByRole('link', { name: 'Choose a cheaper package' })).toHaveAttribute(
    'href',
    '/directdebit',
  );
  await expect(root.getByRole('link', { name: 'See all packages' })).toHaveAttribute('href', '/credits');
  await expect(root.getByRole('heading', { name: 'Confirm with the code' })).toHaveCount(0);
});

test('without a bundle the member chooses one first', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/directdebit');
  const root = page.locator('[data-route="directdebit"]');
  const choose = root.getByRole('region', { name: 'Choose a package' });
  await expect(choose.getByRole('link')).toHaveCount(4);
  await choose.getByRole('link', { name: /^150 Credits/ }).click();
  await expect(page).toHaveURL(/\/directdebit\?bundle=\d+$/);
  await expect(root.getByRole('complementary', { name: 'Your order' })).toContainText('150');
  await expect(root.getByRole('heading', { name: 'Your bank details' })).toBeVisible();
});
