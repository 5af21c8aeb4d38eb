import { expect, test, type Page } from '@playwright/test';
import { buyViaApi, creditsNavLink, creditsOf, payInSandbox } from './helpers/billing';
import { mainNavigation, signUpViaApi, skipEntryWarning, useOwnIp } from './helpers/identity';
import { spendCreditsOnMessages, writableSeededMembers } from './helpers/messaging';

// Billing screens (issue 5) against the real server and its sandbox payment provider: pricing, premium,
// buying credits (completed, failed and retried, cancelled, pending), discount codes, the repeat order
// with a stored card, transactions, and the time bonus with its banner and modal.
// Fresh members sign up in NL (EUR) and get 3 signup credits and the 25% time bonus for 4 hours.

test.beforeEach(async ({ page, context }) => {
  await skipEntryWarning(page);
  await useOwnIp(context);
});

function bundleCard(page: Page, credits: number) {
  return page.getByTestId(`bundle-${credits}`);
}

async function chooseBundle(page: Page, credits: number) {
  await bundleCard(page, credits)
    .getByRole('link', { name: `Choose ${credits} credits` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test('a visitor sees the prices of the chosen country on /pricing', async ({ page }) => {
  await page.goto('/pricing');
  const pricing = page.locator('[data-route="pricing"]');
  await expect(pricing.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await pricing.getByLabel('Show prices for').selectOption('DE');
  await expect(page).toHaveURL(/\/pricing\?country=DE$/);
  const popular = bundleCard(page, 25);
  await expect(popular).toContainText('Most popular');
  await expect(popular).toContainText('€19.99');
  await expect(popular).toContainText('€0.80 per credit');
  // the cheapest credit on offer (150 for €79.99) times the 1 credit a message costs
  await expect(pricing.getByText(/^Messages from €\d+\.\d\d$/)).toHaveText('Messages from €0.53');
  await expect(pricing.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');

  await pricing.getByLabel('Show prices for').selectOption('PL');
  await expect(bundleCard(page, 25)).toContainText('PLN 89.99');
  await expect(pricing.getByText(/^Messages from PLN\s\d+\.\d\d$/)).toHaveText(/^Messages from PLN\s2\.40$/);
  // the choice is in the URL, so the page can be shared and reloaded
  await page.reload();
  await expect(bundleCard(page, 25)).toContainText('PLN 89.99');
});

test('a member buys credits: the payment completes, the credits are added and the member becomes premium', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/premium');
  const nav = mainNavigation(page);
  await expect(creditsNavLink(page, 'Get Premium 3 credits left')).toHaveAttribute('href', '/premium');
  await expect(nav.locator('.nav-badge--warning > [aria-hidden="true"]')).toHaveText('3');
  await expect(page.getByText('A premium member has a 46% higher chance to find a match.')).toBeVisible();
  await page.locator('[data-route="premium"]').getByRole('link', { name: 'Buy credits' }).click();

  // the time bonus (25%) is the active discount of a new member
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByText('You have 3 credits.')).toBeVisible();
  await expect(page.getByText('Your discount: 25% off with TIMEBONUS25')).toBeVisible();
  await expect(bundleCard(page, 25).locator('del')).toHaveText('€19.99Was €19.99');
  await expect(bundleCard(page, 25).locator('ins')).toContainText('€14.99');
  await chooseBundle(page, 25);

  await expect(page.getByText('Discount (TIMEBONUS25, 25%)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€14.99');
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal$/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Pay (completed)', { amount: '€14.99' });

  const state = page.getByRole('status').filter({ hasText: 'Payment successful' });
  await expect(state).toContainText('25 credits added');
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toBeVisible();
  expect(await creditsOf(page.request)).toBe(28);
  // premium now: "Credits" instead of "Get Premium", and no badge above 10 credits
  await expect(creditsNavLink(page, 'Credits')).toHaveAttribute('href', '/credits');
  await expect(nav.getByRole('link', { name: /Get Premium/ })).toHaveCount(0);
  await expect(nav.locator('.nav-badge--warning, .nav-badge--danger')).toHaveCount(0);

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'You are a premium member' })).toBeVisible();

  await page.goto('/transactions');
  const row = page.getByTestId('transaction');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('25 credits');
  await expect(row).toContainText('iDEAL');
  await expect(row).toContainText('€14.99');
  await expect(row).toContainText(/Refundable until \w{3} \d{1,2}, \d{4}/);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Refund', { exact: true })).toBeVisible();
});

test('a failed payment is tried again with another method', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/credits');
  await chooseBundle(page, 10);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Fail the payment', { amount: '€7.49' });

  await expect(page.getByRole('alert')).toContainText('Payment failed or has been cancelled.');
  await expect(page.getByRole('alert')).toContainText('Try again with another payment method.');
  // the other methods come first; none is chosen yet
  const methods = page.getByRole('group', { name: 'Payment method' }).getByRole('radio');
  await expect(methods.first()).toHaveAccessibleName('Credit card');
  await expect(methods.last()).toHaveAccessibleName('iDEAL');
  for (const radio of await methods.all()) await expect(radio).not.toBeChecked();
  expect(await creditsOf(page.request)).toBe(3);

  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with credit card' })).toBeVisible();
  await payInSandbox(page, 'Pay (completed)', { amount: '€7.49' });
  await expect(page).toHaveURL(/\/credits\/\d+\/creditcard\?order=/);
  await expect(page.getByText('10 credits added')).toBeVisible();
  expect(await creditsOf(page.request)).toBe(13);
});

test('a cancelled payment says so and adds nothing', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/credits');
  await chooseBundle(page, 60);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Cancel');
  await expect(page.getByRole('alert')).toHaveText(/^Payment failed or has been cancelled\./);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(await creditsOf(page.request)).toBe(3);
  await expect(creditsNavLink(page, 'Get Premium 3 credits left')).toBeVisible();
});

test('a pending payment is polled for a minute, then can be checked by hand', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await page.clock.install();
  await signUpViaApi(page.request);
  await page.goto('/credits');
  await chooseBundle(page, 10);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Leave it processing (pending)');
  const state = page.locator('[data-route="credits-id-paymentmethod"] .payment-state__live');
  await expect(state).toHaveAttribute('role', 'status');
  await expect(state).toContainText('Your payment is being processed…');
  await page.clock.fastForward('01:01');
  await expect(state).toContainText('Your payment is still being processed.');
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(state).toContainText('Your payment is still being processed.');
});

test('discount codes: unknown, minimum order value, applied, and used once', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await page.goto('/credits');
  const code = page.getByLabel('Discount code');
  await expect(bundleCard(page, 25)).toBeVisible();

  // BERLIN15 is for Germany only: for a Dutch member it does not exist
  await code.fill('BERLIN15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code not found')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill('holland20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('HOLLAND20: 20% off orders from €19.99')).toBeVisible();
  await expect(bundleCard(page, 10)).toContainText('HOLLAND20 applies to orders from €19.99.');
  await expect(bundleCard(page, 25).locator('ins')).toContainText('€15.99');

  await code.fill('KINDRED10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('KINDRED10: 10% off')).toBeVisible();
  await expect(page).toHaveURL(/\/credits\?code=KINDRED10$/);
  await expect(bundleCard(page, 25).locator('ins')).toContainText('€17.99');
  await chooseBundle(page, 25);
  await expect(page).toHaveURL(/\/credits\/\d+\?code=KINDRED10$/);
  await expect(page.getByText('Discount (KINDRED10, 10%)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€17.99');
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await payInSandbox(page, 'Pay (completed)', { amount: '€17.99' });
  await expect(page.getByText('25 credits added')).toBeVisible();

  await page.goto('/credits');
  await page.getByLabel('Discount code').fill('KINDRED10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Code already used')).toBeVisible();
});

test('a repeat order charges the stored card at once', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  await buyViaApi(page.request, { credits: 10, remember: 'Yes, a card that works' });
  await page.goto('/credits');
  await page
    .getByRole('complementary', { name: 'Buy again' })
    .getByRole('link', { name: 'Buy again' })
    .click();
  await expect(page).toHaveURL(/\/credits\/repeat-order$/);
  await expect(page.getByText('Sandbox card •••• 4242')).toBeVisible();
  await expect(page.getByText('€9.99')).toBeVisible();
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByText('10 credits added')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to Premium!' })).toHaveCount(0);
  expect(await creditsOf(page.request)).toBe(23);
});

test('a declined stored card: "Credit card payment failed", a new try, then PayPal', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  const { bundleId } = await buyViaApi(page.request, {
    credits: 10,
    remember: 'Yes, a card that will be declined later',
  });
  await page.goto('/credits/repeat-order');
  await expect(page.getByText('Sandbox card •••• 0002')).toBeVisible();
  await page.getByRole('button', { name: 'Buy again' }).click();
  await expect(page.getByRole('alert')).toContainText('Credit card payment failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText('Credit card payment failed');
  expect(await creditsOf(page.request)).toBe(13);

  await page.getByRole('link', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${bundleId}/paypal$`));
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await payInSandbox(page, 'Pay (completed)', { amount: '€9.99' });
  await expect(page.getByText('10 credits added')).toBeVisible();
  expect(await creditsOf(page.request)).toBe(23);
});

test('a purchase is refunded from its transaction page: credits leave and premium ends', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await signUpViaApi(page.request);
  const { orderId } = await buyViaApi(page.request, { credits: 10 });
  expect(await creditsOf(page.request)).toBe(13);
  await page.goto(`/transactions/${orderId}`);
  await expect(page.getByText(/^Refundable until/)).toBeVisible();
  await page.getByRole('button', { name: 'Request a refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this purchase?' });
  await expect(dialog).toContainText('€9.99 goes back to you');
  await dialog.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  await expect(page.getByText('Refunded').first()).toBeVisible();
  expect(await creditsOf(page.request)).toBe(3);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/user.php')).json()) as { user: { paid_user: boolean } }).user
          .paid_user,
    )
    .toBe(false);
});

test('transactions: a member without payments sees the empty state', async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto('/transactions');
  await expect(page.getByText('You have no transactions yet.')).toBeVisible();
  await expect(
    page.locator('[data-route="transactions-id"]').getByRole('link', { name: 'Buy credits' }),
  ).toHaveAttribute('href', '/credits');
});

test('the time bonus counts down in a banner in the members area', async ({ page }) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await page.clock.install();
  await signUpViaApi(page.request);
  await page.goto('/members');
  const banner = page.getByTestId('time-bonus-banner');
  await expect(banner).toContainText('25% off your credits, only for a short time');
  const timer = banner.getByRole('timer');
  await expect(timer).toHaveText(/^Ends in 0[34]:[0-5]\d:[0-5]\d$/);
  const first = await timer.textContent();
  await page.clock.fastForward('01:00:00');
  await expect(timer).toHaveText(/^Ends in 02:5\d:[0-5]\d$/);
  expect(await timer.textContent()).not.toBe(first);
  // 3 credits: no modal, however long the member stays
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the chat list is in the members area too, under the chat layout
  await page.goto('/chats');
  await expect(page.locator('[data-layout="chat"]').getByTestId('time-bonus-banner')).toBeVisible();

  // not outside the members area
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0);

  await page.goto('/premium');
  await page.getByTestId('time-bonus-banner').getByRole('link', { name: 'Get 25% off' }).click();
  await expect(page).toHaveURL(/\/credits$/);
});

test('the time-bonus modal opens after 40 s in the members area for a member with 0 credits', async ({
  page,
}) => {
  test.setTimeout(90_000); // a journey through several pages and payment steps: slow on a busy machine
  await page.clock.install();
  await signUpViaApi(page.request);
  // the signup credits spent for real, on messages (POST /api/messages.php)
  const [other] = await writableSeededMembers(page.request, 1);
  expect(await spendCreditsOnMessages(page.request, other!.id)).toBe(0);
  // The page's clock runs with the real one until paused: the 40 s start between these two moments.
  const beforeLoad = Date.now();
  await page.goto('/members');
  await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
  await expect(creditsNavLink(page, 'Get Premium 0 credits left')).toBeVisible();
  await expect(mainNavigation(page).locator('.nav-badge--danger > [aria-hidden="true"]')).toHaveText('0');
  const shown = Date.now();

  // Paused at 39 s after the earliest moment the page can have started counting (a busy machine's
  // seconds do not move it on), then at 40 s after the latest.
  await page.clock.pauseAt(beforeLoad + 39_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.pauseAt(shown + 41_000);
  const dialog = page.getByRole('dialog', { name: 'Your 25% bonus is waiting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^Ends in 0[23]:[0-5]\d:[0-5]\d$/);
  await expect(dialog.getByRole('link', { name: 'Get 25% off' })).toHaveAttribute('href', '/credits');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('time-bonus-banner')).toBeVisible();

  // dismissed stays dismissed
  await page.clock.resume();
  await page.reload();
  await expect(page.getByTestId('time-bonus-banner')).toBeVisible();
  await page.clock.fastForward('00:45');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
