import { ExpireAbandonedOrders } from '../../server/src/billing/orders/expire-abandoned-orders';
import { createBillingApp, paymentIdOf, placeOrder, sandboxWebhook } from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
const MINUTE = 60 * 1000;

describe('abandoned checkouts expire; the transaction list shows every attempt', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    ({ t, bundles } = await createBillingApp(['NL', 'DE', 'BE']));
  });
  afterAll(() => t.close());

  const expireJob = () => t.app.get(ExpireAbandonedOrders).run();
  const order = async (agent: Agent) => {
    const placed = await placeOrder(agent, { bundle_id: bundles.small, payment_method: 'ideal' }).expect(201);
    return { id: placed.body.order.id as string, paymentId: paymentIdOf(placed.body.checkout_url) };
  };
  const decide = (agent: Agent, id: string, outcome: string) =>
    agent.post('/api/sandbox/checkout.php').type('form').send({ id, outcome, remember: 'no' }).expect(303);
  const webhook = (id: string) => sandboxWebhook(t, id).expect(200);
  const status = async (agent: Agent, id: string) =>
    (await agent.get(`/api/orders.php?id=${id}`).expect(200)).body.order.status as string;
  const credits = async (agent: Agent) =>
    (await agent.get('/api/user.php').expect(200)).body.user.credits as number;

  it('expires a checkout left for an hour, lists it and a failed attempt, and still credits a late payment', async () => {
    const start = t.clock.now();
    const { agent } = await signUp(t);
    try {
      const abandoned = await order(agent);
      const failed = await order(agent);
      await decide(agent, failed.paymentId, 'failed');
      await webhook(failed.paymentId);

      t.clock.advance(59 * MINUTE);
      expect((await expireJob()).expired).not.toContain(abandoned.id);
      expect(await status(agent, abandoned.id)).toBe('pending');

      t.clock.advance(2 * MINUTE);
      await expireJob();
      expect(await status(agent, abandoned.id)).toBe('expired');
      expect((await expireJob()).expired).not.toContain(abandoned.id); // once

      const list = (await agent.get('/api/transactions.php').expect(200)).body.transactions as {
        payment_id: string;
        status: string;
        paid_at: string | null;
        created_at: string;
        refundable: boolean;
      }[];
      expect(list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            payment_id: abandoned.id,
            status: 'expired',
            paid_at: null,
            created_at: start.toISOString(),
            refundable: false,
            refundable_until: null,
          }),
          expect.objectContaining({ payment_id: failed.id, status: 'failed', paid_at: null }),
        ]),
      );
      expect(list).toHaveLength(2);
      const one = await agent.get(`/api/transactions.php?id=${failed.id}`).expect(200);
      expect(one.body.transaction).toMatchObject({ status: 'failed', paid_at: null });

      // the payer finished the old checkout after all: the money is not lost
      await decide(agent, abandoned.paymentId, 'paid');
      await webhook(abandoned.paymentId);
      expect(await status(agent, abandoned.id)).toBe('completed');
      expect(await credits(agent)).toBe(10);
    } finally {
      t.clock.set(start);
    }
  });

  it('asks the provider before expiring: a payment made at the last minute completes instead', async () => {
    const start = t.clock.now();
    const { agent } = await signUp(t);
    try {
      const late = await order(agent);
      await decide(agent, late.paymentId, 'paid'); // its webhook never arrived
      t.clock.advance(61 * MINUTE);
      expect((await expireJob()).expired).not.toContain(late.id);
      const [row] = (await t.db.query(`SELECT status FROM orders WHERE id = $1`, [late.id])) as [
        { status: string },
      ];
      expect(row.status).toBe('completed');
      expect(await credits(agent)).toBe(10);
    } finally {
      t.clock.set(start);
    }
  });
});
