import request from 'supertest';
import { signSandboxCheckout } from '../../server/src/billing/payments/sandbox-signature';
import { createBillingApp, placeOrder, sandboxWebhook } from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { saveLanguage, signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('sandbox checkout: only the payer decides a payment', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    ({ t, bundles } = await createBillingApp());
  });
  afterAll(() => t.close());

  async function memberWithOrder() {
    const member = await signUp(t);
    const placed = await placeOrder(member.agent, {
      bundle_id: bundles.popular,
      payment_method: 'ideal',
    }).expect(201);
    const checkout = new URL(placed.body.checkout_url as string);
    return {
      ...member,
      orderId: placed.body.order.id as string,
      paymentId: checkout.searchParams.get('id')!,
      token: checkout.searchParams.get('token'),
      checkoutPath: checkout.pathname + checkout.search,
    };
  }

  const decide = (from: Agent | null, form: Record<string, string>) =>
    (from ?? request(t.http))
      .post('/api/sandbox/checkout.php')
      .type('form')
      .send({ outcome: 'paid', remember: 'no', ...form });

  /** After the provider's (signed) webhook: what the member got. */
  async function granted(order: Awaited<ReturnType<typeof memberWithOrder>>) {
    await sandboxWebhook(t, order.paymentId).expect(200);
    const [sandbox] = (await t.db.query(`SELECT status FROM sandbox_payments WHERE id = $1`, [
      order.paymentId,
    ])) as [{ status: string }];
    const [row] = (await t.db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId])) as [
      { status: string },
    ];
    const user = (await order.agent.get('/api/user.php').expect(200)).body.user as {
      credits: number;
      paid_user: boolean;
    };
    return { payment: sandbox.status, order: row.status, credits: user.credits, premium: user.paid_user };
  }
  const nothing = { payment: 'open', order: 'pending', credits: 0, premium: false };

  it('refuses a decision with no session and no token, and grants nothing', async () => {
    const order = await memberWithOrder();
    const refused = await decide(null, { id: order.paymentId }).expect(403);
    expect(refused.body).toEqual({
      error: 'forbidden',
      message:
        'This checkout link is not yours. Open it from your own order, or log in with the account that placed it.',
    });
    await request(t.http).get(`/api/sandbox/checkout.php?id=${order.paymentId}`).expect(403);
    expect(await granted(order)).toEqual(nothing);
  });

  it("refuses another member's session", async () => {
    const order = await memberWithOrder();
    const other = await signUp(t);
    await decide(other.agent, { id: order.paymentId }).expect(403);
    await other.agent.get(`/api/sandbox/checkout.php?id=${order.paymentId}`).expect(403);
    expect(await granted(order)).toEqual(nothing);
  });

  it('refuses a forged token and the token of another payment', async () => {
    const order = await memberWithOrder();
    const another = await memberWithOrder();
    for (const token of [
      another.token!,
      signSandboxCheckout(order.paymentId, 'some-other-secret-of-32-characters!!'),
      'A'.repeat(order.token!.length),
      '',
    ]) {
      await decide(null, { id: order.paymentId, token }).expect(403);
      await request(t.http)
        .get(`/api/sandbox/checkout.php?id=${order.paymentId}&token=${encodeURIComponent(token)}`)
        .expect(403);
    }
    expect(await granted(order)).toEqual(nothing);
  });

  it("speaks the payer's language: texts, the method's name and the price", async () => {
    const order = await memberWithOrder();
    await saveLanguage(order.agent, 'fr');
    const page = (await order.agent.get(`/api/sandbox/checkout.php?id=${order.paymentId}`).expect(200)).text;
    expect(page).toContain('<html lang="fr">');
    for (const french of [
      '<title>Paiement sandbox</title>',
      'Sandbox : aucun argent réel ne circule',
      '<h1>Payer avec iDEAL</h1>',
      'Mémoriser ce moyen de paiement pour les prochaines commandes',
      'Oui, une carte qui sera refusée plus tard',
      'Payer (terminé)',
      'Faire échouer le paiement',
    ])
      expect(page).toContain(french);
    expect(page).not.toMatch(/Pay \(completed\)|Remember this payment|no real money/);
    expect(page).toMatch(/data-testid="amount">\d+,\d\d\u00a0€</);

    await decide(order.agent, { id: order.paymentId }).expect(303);
    const decided = (await order.agent.get(`/api/sandbox/checkout.php?id=${order.paymentId}`).expect(200))
      .text;
    expect(decided).toContain('<p>Ce paiement est payé.</p>');
  });

  it("accepts the order owner's session", async () => {
    const order = await memberWithOrder();
    const page = await order.agent.get(`/api/sandbox/checkout.php?id=${order.paymentId}`).expect(200);
    expect(page.text).not.toContain('name="token"'); // the session is enough, no token needed
    await decide(order.agent, { id: order.paymentId }).expect(303);
    expect(await granted(order)).toEqual({ payment: 'paid', order: 'completed', credits: 25, premium: true });
  });

  it('accepts the token of the checkout link handed out, carried by the page’s form', async () => {
    const order = await memberWithOrder();
    expect(order.token).toBeTruthy();
    const page = await request(t.http).get(order.checkoutPath).expect(200);
    expect(page.text).toContain(`<input type="hidden" name="token" value="${order.token}">`);
    await decide(null, { id: order.paymentId, token: order.token! }).expect(303);
    expect(await granted(order)).toEqual({ payment: 'paid', order: 'completed', credits: 25, premium: true });
  });

  it('warns on the page that payments are test payments, in the payer’s language', async () => {
    const order = await memberWithOrder();
    const english = await request(t.http).get(order.checkoutPath).expect(200);
    expect(english.text).toContain(
      'Test payments only: this site uses the sandbox payment provider. No real money moves and nothing is charged.',
    );
    const german = await request(t.http)
      .get(order.checkoutPath)
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .expect(200);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('Nur Testzahlungen: Diese Seite nutzt den Sandbox-Zahlungsanbieter.');
  });
  it('names the method on its page as bundles.php names it to the member app, in the payer’s language', async () => {
    const member = await signUp(t);
    const placed = await placeOrder(member.agent, {
      bundle_id: bundles.popular,
      payment_method: 'creditcard',
    }).expect(201);
    const checkoutPath = new URL(placed.body.checkout_url as string);
    for (const language of ['en', 'fr', 'pl']) {
      const offer = await request(t.http)
        .get('/api/bundles.php')
        .set('Accept-Language', language)
        .expect(200);
      const name = offer.body.payment_method_names.creditcard as string;
      const page = await request(t.http)
        .get(checkoutPath.pathname + checkoutPath.search)
        .set('Accept-Language', language)
        .expect(200);
      expect(page.text).toMatch(new RegExp(`<h1>[^<]*${name}[^<]*</h1>`));
    }
  });

  describe('test switch: the provider fails to start a payment', () => {
    const failToStart = (agent: Agent | null, body: object) =>
      (agent ?? request(t.http))
        .post('/api/sandbox/fail-to-start.php')
        .set('X-Request-Type', 'client')
        .send(body);
    /** Every payment the sandbox holds: a payment that failed to start leaves none. */
    const sandboxPayments = async () =>
      ((await t.db.query(`SELECT count(*)::int AS n FROM sandbox_payments`)) as [{ n: number }])[0].n;

    it("fails only the member's own payments, in their language, charging and granting nothing, until lifted", async () => {
      const member = await signUp(t);
      const other = await signUp(t);
      await saveLanguage(member.agent, 'de');
      await failToStart(member.agent, { failing: true }).expect(204);
      const payments = await sandboxPayments();

      const refused = await placeOrder(member.agent, {
        bundle_id: bundles.popular,
        payment_method: 'ideal',
      }).expect(502);
      expect(refused.body).toMatchObject({
        error: 'payment_provider_unavailable',
        message:
          'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut oder wähle eine andere Zahlungsart.',
      });
      const [failed] = (await t.db.query(
        `SELECT status, provider_payment_id FROM orders WHERE account_id = $1`,
        [member.user.id],
      )) as [{ status: string; provider_payment_id: string | null }];
      expect(failed).toEqual({ status: 'failed', provider_payment_id: null });
      expect(await sandboxPayments()).toBe(payments);
      expect((await member.agent.get('/api/user.php').expect(200)).body.user.credits).toBe(0);

      // another member's payments still start
      await placeOrder(other.agent, { bundle_id: bundles.popular, payment_method: 'ideal' }).expect(201);

      await failToStart(member.agent, { failing: false }).expect(204);
      const placed = await placeOrder(member.agent, {
        bundle_id: bundles.popular,
        payment_method: 'ideal',
      }).expect(201);
      expect(placed.body.checkout_url).toContain('/api/sandbox/checkout.php?id=sbx_');
    });

    it('needs a session and a yes or no', async () => {
      await failToStart(null, { failing: true }).expect(403);
      const member = await signUp(t);
      await failToStart(member.agent, { failing: 'yes' }).expect(400);
      await failToStart(member.agent, {}).expect(400);
    });
  });
});
