import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { createBillingApp, payThroughSandbox, placeOrder } from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

/**
 * POST /api/repeat-order.php charges the stored card at once, so it takes an idempotency key
 * (`client_id`): however often and however at once one purchase is sent, it is charged once.
 */
describe('repeat orders on a stored card, once per client_id', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    ({ t, bundles } = await createBillingApp());
  });
  afterAll(() => t.close());

  const repeat = (agent: Agent, body: object) =>
    agent.post('/api/repeat-order.php').set('X-Request-Type', 'client').send(body);
  const credits = async (agent: Agent) =>
    (await agent.get('/api/user.php').expect(200)).body.user.credits as number;
  const count = async (sql: string, accountId: number) =>
    ((await t.db.query(sql, [accountId])) as [{ n: number }])[0].n;
  const orders = (accountId: number) =>
    count(`SELECT count(*)::int AS n FROM orders WHERE account_id = $1`, accountId);
  const purchases = (accountId: number) =>
    count(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'purchase'`,
      accountId,
    );
  /** Payments the sandbox charged on the member's stored card (what the member's bank would see). */
  const charges = (accountId: number) =>
    count(
      `SELECT count(*)::int AS n FROM sandbox_payments p JOIN orders o ON o.provider_payment_id = p.id
        WHERE o.account_id = $1 AND o.repeat_of IS NOT NULL AND p.status = 'paid'`,
      accountId,
    );

  /**
   * A member who bought the small bundle (10 credits) by card and let the card be stored: `card`, or
   * `declining`, the sandbox's stored card that every later charge declines.
   */
  async function memberWithStoredCard(remember: 'card' | 'declining' = 'card') {
    const { agent, user } = await signUp(t);
    const placed = await placeOrder(agent, { bundle_id: bundles.small, payment_method: 'creditcard' }).expect(
      201,
    );
    await payThroughSandbox(t, placed.body.checkout_url, { remember });
    expect(await credits(agent)).toBe(10);
    return { agent, accountId: user.id as number };
  }

  it('charges once when the same purchase arrives 8 times at once, and answers a retry with the same order', async () => {
    const { agent, accountId } = await memberWithStoredCard();
    const body = { bundle_id: bundles.small, client_id: 'c1a0e7d2-5b7e-4d0b-9a51-3f2a6c1d9e40' };

    const answers = await Promise.all(Array.from({ length: 8 }, () => repeat(agent, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const placed = answers.find((answer) => answer.status === 201)!.body;
    expect(placed).toMatchObject({ checkout_url: null, order: { status: 'completed', credits: 10 } });
    // The others answer the same order, as it stood (maybe still pending while the first one charged).
    expect(new Set(answers.map((answer) => answer.body.order.id))).toEqual(new Set([placed.order.id]));

    expect(await orders(accountId)).toBe(2); // the first purchase and one repeat
    expect(await charges(accountId)).toBe(1);
    expect(await purchases(accountId)).toBe(2);
    expect(await credits(agent)).toBe(20);

    // The answer was lost and the app sends it again: the same order, completed, nothing charged.
    const retried = await repeat(agent, body).expect(200);
    expect(retried.body).toEqual({ ...placed, order: { ...placed.order } });
    expect(await orders(accountId)).toBe(2);
    expect(await credits(agent)).toBe(20);

    // The same key for another bundle is a mistake of the client, not a second purchase.
    const conflict = await repeat(agent, { ...body, bundle_id: bundles.popular }).expect(409);
    expect(conflict.body).toEqual({
      error: 'idempotency_conflict',
      message: 'This request was already made with other details.',
    });

    // A new purchase (a new key) is charged.
    await repeat(agent, { bundle_id: bundles.small, client_id: 'second-purchase' }).expect(201);
    expect(await charges(accountId)).toBe(2);
    expect(await credits(agent)).toBe(30);
    const ledger = await readLedger(t.db);
    expect(verifyLedger(ledger.rows, ledger.projection).problems).toEqual([]);
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const first = await memberWithStoredCard();
    const second = await memberWithStoredCard();
    const body = { client_id: 'same-key-for-two-members' };
    const [a, b] = await Promise.all([repeat(first.agent, body), repeat(second.agent, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.order.id).not.toBe(b.body.order.id);
    expect(await credits(first.agent)).toBe(20);
    expect(await credits(second.agent)).toBe(20);
  });

  it('refuses a request without a valid client_id and charges nothing', async () => {
    const { agent, accountId } = await memberWithStoredCard();
    const outOfDate = {
      error: 'client_id_required',
      message: 'This page is out of date. Please reload it and try again.',
    };
    for (const body of [
      {},
      { bundle_id: bundles.small },
      { client_id: '' },
      { client_id: 'x'.repeat(65) },
      { client_id: 'not a key' },
      { client_id: 42 },
      { client_id: ['abc'] },
    ]) {
      expect((await repeat(agent, body).expect(400)).body).toEqual(outOfDate);
    }
    expect(await orders(accountId)).toBe(1);
    expect(await credits(agent)).toBe(10);
  });

  it('answers a retry of a declined charge with the declined order; a new key tries again', async () => {
    const { agent: other, accountId } = await memberWithStoredCard('declining');
    const declined = await repeat(other, { client_id: 'try-1' }).expect(201);
    expect(declined.body.order.status).toBe('failed');
    const again = await repeat(other, { client_id: 'try-1' }).expect(200);
    expect(again.body.order).toEqual(declined.body.order);
    const fresh = await repeat(other, { client_id: 'try-2' }).expect(201);
    expect(fresh.body.order.id).not.toBe(declined.body.order.id);
    expect(await orders(accountId)).toBe(3);
  });
});
