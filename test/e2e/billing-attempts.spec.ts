import { expect, test } from '@playwright/test';
import { payInSandbox } from './helpers/billing';
import { signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';

// Issue 9: the transaction list shows payment attempts that were never paid, not only purchases.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

test('a failed payment attempt is listed on /transactions with its state, without a refund', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/credits');
  await page.getByTestId('bundle-10').getByRole('link', { name: 'Choose 10 credits' }).click();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Fail the payment');
  await expect(page.getByRole('alert')).toContainText('Payment failed or has been cancelled.');

  await page.goto('/transactions');
  const row = page.getByTestId('transaction');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10 credits');
  await expect(row).toContainText('iDEAL');
  await expect(row).toContainText('Payment failed');
  await expect(row).not.toContainText('Refundable');

  await row.getByRole('link', { name: /^Details of the payment of / }).click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.locator('.transaction-detail')).toContainText('Payment failed');
  await expect(page.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
});
