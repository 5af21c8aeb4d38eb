import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signSandboxBody, signSandboxCheckout } from '../../../server/src/billing/payments/sandbox-signature';
import { AppConfigService } from '../../../server/src/shared/config/app-config.service';
import { createBundles, createSite, type BundleFixture, type SiteFixture } from './fixtures';
import type { signUp } from './members';
import { createTestApp, type TestApp } from './test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

export interface BillingApp {
  t: TestApp;
  site: SiteFixture;
  bundles: BundleFixture;
}

/**
 * The app as the billing tests use it: the sandbox provider, whose own webhook calls go nowhere (the
 * tests deliver them, repeated and out of order), and the default site selling the fixture bundles in
 * `countries`, without signup credits.
 */
export async function createBillingApp(countries: string[] = ['NL']): Promise<BillingApp> {
  const t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
  const site = await createSite(t.db, { is_default: true, countries, signup_credits: 0 });
  return { t, site, bundles: await createBundles(t.db, site.id) };
}

/** POST /api/orders.php as the member app sends it: a new purchase (its own `client_id`) unless `body` names one. */
export function placeOrder(agent: Agent, body: object) {
  return agent
    .post('/api/orders.php')
    .set('X-Request-Type', 'client')
    .send({ client_id: randomUUID(), ...body });
}

/** The sandbox payment a checkout link (an order's `checkout_url`) pays. */
export const paymentIdOf = (checkoutUrl: string) => new URL(checkoutUrl).searchParams.get('id')!;

const secretOf = (t: TestApp) => t.app.get(AppConfigService).get('SESSION_SECRET');

/** The sandbox provider's signed webhook for a payment, as it reports a change. */
export function sandboxWebhook(
  t: TestApp,
  paymentId: string,
  signature = signSandboxBody(new URLSearchParams({ id: paymentId }).toString(), secretOf(t)),
) {
  return request(t.http)
    .post('/api/payment-webhook.php?provider=sandbox')
    .type('form')
    .set('X-Sandbox-Signature', signature)
    .send({ id: paymentId });
}

/** The sandbox checkout page's form, posted with the token of the payment's checkout link. */
export function decideInSandbox(t: TestApp, paymentId: string, outcome: string, remember = 'no') {
  return request(t.http)
    .post('/api/sandbox/checkout.php')
    .type('form')
    .send({ id: paymentId, token: signSandboxCheckout(paymentId, secretOf(t)), outcome, remember });
}

/**
 * Pays an order through the sandbox as the member would: the checkout page's form (`outcome`, and
 * whether to store the card: `remember`), then the provider's webhook. Returns the payment's id.
 */
export async function payThroughSandbox(
  t: TestApp,
  checkoutUrl: string,
  { outcome = 'paid', remember = 'no' }: { outcome?: string; remember?: string } = {},
): Promise<string> {
  const paymentId = paymentIdOf(checkoutUrl);
  await decideInSandbox(t, paymentId, outcome, remember).expect(303);
  await sandboxWebhook(t, paymentId).expect(200);
  return paymentId;
}

/** One more bundle of the site, sold in the Netherlands only (`amount` in euro cents); its id. */
export async function addDutchBundle(t: TestApp, siteId: number, credits: number, amount: number) {
  const [bundle] = (await t.db.query(
    `INSERT INTO credit_bundles (site_id, credits, sort) VALUES ($1, $2, 3) RETURNING id`,
    [siteId, credits],
  )) as [{ id: number }];
  await t.db.query(
    `INSERT INTO bundle_prices (bundle_id, country, currency, amount) VALUES ($1, 'NL', 'EUR', $2)`,
    [bundle.id, amount],
  );
  return bundle.id;
}
