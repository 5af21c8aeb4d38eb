import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mainNavigation } from './identity';

/** The buttons of the sandbox provider's hosted checkout page (server/src/billing/payments). */
export type SandboxOutcome =
  'Pay (completed)' | 'Leave it processing (pending)' | 'Fail the payment' | 'Cancel';

/** Its "Remember this payment method for repeat orders" choice. */
export type SandboxRemember =
  'No, do not remember it' | 'Yes, a card that works' | 'Yes, a card that will be declined later';

const OUTCOME_VALUES: Record<SandboxOutcome, string> = {
  'Pay (completed)': 'paid',
  'Leave it processing (pending)': 'pending',
  'Fail the payment': 'failed',
  Cancel: 'canceled',
};

const REMEMBER_VALUES: Record<SandboxRemember, string> = {
  'No, do not remember it': 'no',
  'Yes, a card that works': 'card',
  'Yes, a card that will be declined later': 'declining',
};

/**
 * On the sandbox checkout page (after "Pay now"): checks the amount, picks the outcome, and waits until
 * the provider sent the member back to /credits/{bundle}/{method}?order=….
 */
export async function payInSandbox(
  page: Page,
  outcome: SandboxOutcome,
  { remember = 'No, do not remember it', amount }: { remember?: SandboxRemember; amount?: string } = {},
): Promise<void> {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\.php\?id=sbx_\w+&token=[\w-]+$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Test payments only: this site uses the sandbox payment provider. No real money moves and nothing is charged.',
  );
  if (amount) await expect(page.getByTestId('amount')).toHaveText(amount);
  await page.getByRole('radio', { name: remember, exact: true }).check();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/\w+\?order=[0-9a-f-]{36}$/);
}

/** The bundle of `credits` credits as the member (or visitor) of `request` sees it. */
export async function bundleWith(request: APIRequestContext, credits: number) {
  const response = await request.get('/api/bundles.php');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { bundles: Array<{ id: number; credits: number; price: number }> };
  const bundle = body.bundles.find((candidate) => candidate.credits === credits);
  expect(bundle, `a bundle of ${credits} credits`).toBeTruthy();
  return bundle!;
}

/**
 * Buys a bundle through the API and the sandbox checkout form, as a member of `request` would by
 * clicking (used to set up a previous purchase, e.g. with a stored card for the repeat order).
 */
export async function buyViaApi(
  request: APIRequestContext,
  { credits = 10, method = 'creditcard', remember = 'No, do not remember it' as SandboxRemember } = {},
): Promise<{ orderId: string; bundleId: number }> {
  const bundle = await bundleWith(request, credits);
  const placed = await request.post('/api/orders.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { bundle_id: bundle.id, payment_method: method, client_id: randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order, checkout_url } = (await placed.json()) as { order: { id: string }; checkout_url: string };
  const paymentId = new URL(checkout_url).searchParams.get('id')!;
  const paid = await request.post('/api/sandbox/checkout.php', {
    form: { id: paymentId, outcome: OUTCOME_VALUES['Pay (completed)'], remember: REMEMBER_VALUES[remember] },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const status = await request.get(`/api/orders.php?id=${order.id}`);
  expect(((await status.json()) as { order: { status: string } }).order.status).toBe('completed');
  return { orderId: order.id, bundleId: bundle.id };
}

/** The member's credits as the server has them. */
export async function creditsOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user.php');
  return ((await response.json()) as { user: { credits: number } }).user.credits;
}

/** The credits / Get Premium entry of the top navigation. */
export function creditsNavLink(page: Page, name: string | RegExp) {
  return mainNavigation(page).getByRole('link', { name });
}

/**
 * The sandbox provider's test switch (POST /api/sandbox/fail-to-start.php): while `failing`, starting the
 * member's payments fails as a provider that is down does (orders.php answers 502
 * payment_provider_unavailable); other members' payments are not touched.
 */
export async function sandboxFailsToStart(request: APIRequestContext, failing: boolean): Promise<void> {
  const response = await request.post('/api/sandbox/fail-to-start.php', {
    headers: { 'X-Request-Type': 'client' },
    data: { failing },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** The member's payments and payment attempts as the server lists them (GET /api/transactions.php). */
export async function transactionsOf(request: APIRequestContext) {
  const response = await request.get('/api/transactions.php');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { transactions: Array<{ status: string; paymentmethod: string }> })
    .transactions;
}
