import { expect, test } from '@playwright/test';
import { creditsOf, sandboxFailsToStart, transactionsOf } from './helpers/billing';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';

// The payment provider cannot start a payment (orders.php answers 502 payment_provider_unavailable): the
// member reads why in their language, nothing is charged or granted, and the next "Pay now" is a new
// attempt with the provider (decisions.md "A purchase attempt's key ends with the server's answer").
// The sandbox provider's test switch makes it fail (decisions.md, stop 54). A German member: the page,
// the server's error and the methods' names (bundles.php payment_method_names) are all in German.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('the provider fails to start the payment: the error shows, nothing is charged, a second "Pay now" buys once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request, { language: 'de' });
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]); // the app in German from the start
  const before = await creditsOf(page.request);
  await sandboxFailsToStart(page.request, true);

  await page.goto('/credits');
  await page.getByTestId('bundle-10').getByRole('link', { name: '10 Credits auswählen' }).click();
  await page.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
  const orders: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders.php')
      orders.push(response.status());
  });
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
  );
  await expect(page).not.toHaveURL(/order=/); // still on the checkout, not on the failed order's page
  expect(orders).toEqual([502]); // answered: not repeated by the client
  expect(await creditsOf(page.request)).toBe(before);
  expect(await transactionsOf(page.request)).toEqual([
    expect.objectContaining({ status: 'failed', paymentmethod: 'creditcard' }),
  ]);

  await sandboxFailsToStart(page.request, false);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\.php\?id=sbx_\w+&token=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mit Kreditkarte bezahlen');
  await page.getByRole('button', { name: 'Bezahlen (abgeschlossen)' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/creditcard\?order=[0-9a-f-]{36}$/);
  await expect(page.getByText('10 Credits gutgeschrieben')).toBeVisible();
  expect(orders).toEqual([502, 201]); // a new attempt: a new order, not the failed one again
  expect(await creditsOf(page.request)).toBe(before + 10);
  const transactions = await transactionsOf(page.request);
  expect(transactions.map((transaction) => transaction.status).sort()).toEqual(['completed', 'failed']);
});
