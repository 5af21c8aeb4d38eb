import { SandboxPaymentProvider } from '../../server/src/billing/payments/sandbox-provider';
import { placeOrder } from './helpers/billing';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DIRECT_DEBIT_FORM } from './helpers/direct-debit-form';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const FORM = DIRECT_DEBIT_FORM;

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set('X-Request-Type', 'client').send(body);

// A file of its own: passport keeps the first app's session reader for the whole process.
describe('direct debit in production without an SMS gateway', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      NODE_ENV: 'production',
      SESSION_SECRET: '9c4e1f7a3b5d8e2c6a0f4b7d1e3c5a9f2b8d6e0c',
      PAYMENT_PROVIDER: 'sandbox',
      // Over plain http, so the test's agent keeps sending the session cookie.
      PUBLIC_URL: 'http://127.0.0.1:9',
      PUBLIC_URL_ALLOW_HTTP: 'true',
      SMS_GATEWAY_URL: '',
    });
    const site = await createSite(t.db, { is_default: true, countries: ['NL'], signup_credits: 0 });
    bundles = await createBundles(t.db, site.id);
  });
  afterAll(() => t.close());

  it('is not offered, since nobody would receive its codes', async () => {
    const { agent, user } = await signUp(t, { country: 'NL' });
    const offer = await agent.get('/api/bundles.php').expect(200);
    expect(offer.body.premium).toBe(false); // the member's own offer
    expect(offer.body.payment_methods).toContain('ideal');
    expect(offer.body.payment_methods).not.toContain('sdd');
    const bonus = await agent.get('/api/timebonus.php').expect(200);
    expect(bonus.body.time_bonus.paymentmethods).not.toContain('sdd');

    const refused = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
      400,
    );
    expect(refused.body.error).toBe('payment_method_unavailable');
    const [stored] = (await t.db.query(
      `SELECT (SELECT count(*)::int FROM direct_debit_requests WHERE account_id = $1) AS requests,
              (SELECT count(*)::int FROM sms_outbox) AS texts`,
      [user.id],
    )) as [{ requests: number; texts: number }];
    expect(stored).toEqual({ requests: 0, texts: 0 });
  });
  it('has no sandbox test switch to make payments fail to start (fail closed): payments start', async () => {
    const { agent } = await signUp(t, { country: 'NL' });
    await post(agent, '/api/sandbox/fail-to-start.php', { failing: true }).expect(404);
    expect(() => t.app.get(SandboxPaymentProvider).failToStart(1, true)).toThrow();
    await placeOrder(agent, { bundle_id: bundles.small, payment_method: 'ideal' }).expect(201);
  });
});
