import { createBillingApp, payThroughSandbox, placeOrder } from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('first-purchase discounts under parallel orders', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    ({ t, bundles } = await createBillingApp());
  });
  afterAll(() => t.close());

  const order = (agent: Agent, discountCode?: string) =>
    placeOrder(agent, { bundle_id: bundles.popular, payment_method: 'ideal', discount_code: discountCode });
  /** The member pays (or fails to pay) on the provider's page, which reports it through its signed webhook. */
  const settle = (checkoutUrl: string, outcome: 'paid' | 'failed') =>
    payThroughSandbox(t, checkoutUrl, { outcome });
  const credits = async (agent: Agent) =>
    (await agent.get('/api/user.php').expect(200)).body.user.credits as number;
  const orderRow = async (id: string) =>
    (
      (await t.db.query(
        `SELECT o.status, o.refund_reason, s.refunded_amount FROM orders o
           JOIN sandbox_payments s ON s.id = o.provider_payment_id WHERE o.id = $1`,
        [id],
      )) as [{ status: string; refund_reason: string | null; refunded_amount: number }]
    )[0];

  it('accepts one first-purchase discount of many parallel orders, and ordinary codes once each', async () => {
    const { agent } = await signUp(t);
    const codes = ['TIMEBONUS25', 'WELCOME25', 'TIMEBONUS25', 'WELCOME25', 'EVERYONE10', 'EVERYONE10'];
    const answers = await Promise.all(codes.map((code) => order(agent, code)));
    const accepted = answers.filter((r) => r.status === 201).map((r) => r.body.order.discount_code);
    expect(accepted.filter((code) => code === 'TIMEBONUS25' || code === 'WELCOME25')).toHaveLength(1);
    expect(accepted.filter((code) => code === 'EVERYONE10')).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: 'code_already_used', message: 'Code already used' });
    }
    // And the offer is gone for later orders too while the claim is held.
    await order(agent, 'WELCOME25').expect(409);
    await order(agent, 'TIMEBONUS25').expect(409);
  });

  it('refunds a first-purchase discount paid after another purchase completed, granting nothing', async () => {
    const { agent, user } = await signUp(t);
    const [offer, plain] = await Promise.all([order(agent, 'TIMEBONUS25'), order(agent)]);
    expect(offer.status).toBe(201);
    expect(offer.body.order).toMatchObject({ amount: 1499, discount_code: 'TIMEBONUS25' });
    expect(plain.status).toBe(201);

    await settle(plain.body.checkout_url, 'paid');
    await settle(offer.body.checkout_url, 'paid');
    expect(await credits(agent)).toBe(25); // the full-price order only
    expect(await orderRow(offer.body.order.id)).toEqual({
      status: 'refunded',
      refund_reason: 'first_purchase_offer_lapsed',
      refunded_amount: 1499,
    });
    const [ledger] = (await t.db.query(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'purchase'`,
      [user.id],
    )) as [{ n: number }];
    expect(ledger.n).toBe(1);
  });

  it('honours the first-purchase discount when it is the first purchase completed', async () => {
    const { agent } = await signUp(t);
    const [offer, plain] = await Promise.all([order(agent, 'WELCOME25'), order(agent)]);
    await settle(offer.body.checkout_url, 'paid');
    await settle(plain.body.checkout_url, 'paid');
    expect(await credits(agent)).toBe(50);
    expect((await orderRow(offer.body.order.id)).status).toBe('completed');
  });

  it('gives the claim back when its payment fails', async () => {
    const { agent } = await signUp(t);
    const first = await order(agent, 'TIMEBONUS25').expect(201);
    await order(agent, 'WELCOME25').expect(409);
    await settle(first.body.checkout_url, 'failed');
    const second = await order(agent, 'WELCOME25').expect(201);
    expect(second.body.order).toMatchObject({ amount: 1499, discount_code: 'WELCOME25' });
  });

  it('refunds an offer paid late after its order expired and a newer order took the offer', async () => {
    const { agent } = await signUp(t);
    const old = await order(agent, 'WELCOME25').expect(201);
    await t.db.query(`UPDATE orders SET status = 'expired' WHERE id = $1`, [old.body.order.id]);
    const fresh = await order(agent, 'WELCOME25').expect(201);
    await settle(old.body.checkout_url, 'paid'); // answered 500 (unique claim) before
    expect(await orderRow(old.body.order.id)).toEqual({
      status: 'refunded',
      refund_reason: 'offer_taken_by_newer_order',
      refunded_amount: 1499,
    });
    await settle(fresh.body.checkout_url, 'paid');
    expect(await credits(agent)).toBe(25);
  });
});
