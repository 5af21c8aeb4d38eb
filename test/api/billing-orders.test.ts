import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { SpendCreditsCommand } from '../../server/src/billing/billing.contracts';
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { GetSiteSettingsHandler } from '../../server/src/site/queries/get-site-settings/get-site-settings.handler';
import { eventually } from './helpers/eventually';
import {
  createBillingApp,
  decideInSandbox,
  paymentIdOf,
  payThroughSandbox,
  placeOrder,
  sandboxWebhook,
} from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { saveLanguage, signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('orders and payments (sandbox provider)', () => {
  let t: TestApp;
  let bundles: BundleFixture;
  let siteId: number;

  beforeAll(async () => {
    let site: { id: number };
    ({ t, bundles, site } = await createBillingApp(['NL', 'DE', 'GB']));
    siteId = site.id;
  });
  afterAll(() => t.close());

  const client = (agent: Agent) => ({
    order: (body: object) => placeOrder(agent, body),
    get: (path: string) => agent.get(path),
  });
  const webhook = (id: string, signature?: string) => sandboxWebhook(t, id, signature);
  // As the checkout page's form posts it: with the token of the checkout link the order handed out.
  const decide = (id: string, outcome: string, remember = 'no') => decideInSandbox(t, id, outcome, remember);
  const credits = async (agent: Agent) =>
    (await agent.get('/api/user.php').expect(200)).body.user.credits as number;
  const orderCount = async (accountId: number) =>
    (
      (await t.db.query(`SELECT count(*)::int AS n FROM orders WHERE account_id = $1`, [accountId])) as [
        { n: number },
      ]
    )[0].n;

  it('lists bundles with local prices: a visitor by country, a member by profile with the time bonus', async () => {
    const visitor = await request(t.http).get('/api/bundles.php?country=GB').expect(200);
    expect(visitor.body).toMatchObject({ country: 'GB', currency: 'GBP', premium: false, discount: null });
    expect(visitor.body.bundles.map((b: { price: number }) => b.price)).toEqual([899, 1799]);
    expect(visitor.body.payment_methods).toContain('creditcard');

    const { agent } = await signUp(t, { country: 'NL' });
    const member = await agent.get('/api/bundles.php?country=GB').expect(200);
    expect(member.body.country).toBe('NL'); // a member pays the prices of their own country
    expect(member.body.discount).toMatchObject({ code: 'TIMEBONUS25', percentage: 25, kind: 'time_bonus' });
    expect(member.body.bundles[1]).toMatchObject({
      credits: 25,
      price: 1999,
      discounted_price: 1499,
      popular: true,
    });
    expect(member.body.payment_methods[0]).toBe('ideal');
  });

  it("names every offered payment method, and only those, in the request's language", async () => {
    const visitor = await request(t.http)
      .get('/api/bundles.php?country=DE')
      .set('Accept-Language', 'de-DE,de;q=0.9')
      .expect(200);
    const offered = visitor.body.payment_methods as string[];
    expect(Object.keys(visitor.body.payment_method_names).sort()).toEqual([...offered].sort());
    expect(visitor.body.payment_method_names).toMatchObject({
      sofort: 'Sofort',
      creditcard: 'Kreditkarte',
      sdd: 'Lastschrift',
      sct: 'Überweisung',
      paypal: 'PayPal',
    });

    // A member's saved language wins over what the client asks for.
    const { agent } = await signUp(t, { country: 'NL' });
    await saveLanguage(agent, 'fr');
    const member = await agent.get('/api/bundles.php').set('Accept-Language', 'de').expect(200);
    expect(member.body.payment_method_names).toMatchObject({
      ideal: 'iDEAL',
      creditcard: 'Carte de crédit',
      sct: 'Virement bancaire',
    });
    expect(member.body.payment_method_names).not.toHaveProperty('sofort');

    // a past order's method is named the same way in the transactions
    const placed = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'creditcard' })
      .expect(201);
    const listed = await agent.get('/api/transactions.php').expect(200);
    expect(listed.body.transactions).toEqual([
      expect.objectContaining({ paymentmethod: 'creditcard', paymentmethod_name: 'Carte de crédit' }),
    ]);
    const one = await agent.get(`/api/transactions.php?id=${placed.body.order.id}`).expect(200);
    expect(one.body.transaction.paymentmethod_name).toBe('Carte de crédit');
  });

  it("names an order's method in the request's language when the member is no longer offered it", async () => {
    const { agent } = await signUp(t, { country: 'NL' });
    const placed = await client(agent).order({ bundle_id: bundles.small, payment_method: 'sct' }).expect(201);
    expect(placed.body.order).toMatchObject({ payment_method: 'sct', payment_method_name: 'Bank transfer' });
    await payThroughSandbox(t, placed.body.checkout_url);

    // The member moves to Great Britain, where a bank transfer is not offered.
    await agent.put('/api/profile.php').set('X-Request-Type', 'client').send({ country: 'GB' }).expect(200);
    const offer = await agent.get('/api/bundles.php').expect(200);
    expect(offer.body.payment_methods).not.toContain('sct');
    expect(offer.body.payment_method_names).not.toHaveProperty('sct');

    // The completed payment's page and the repeat order still name the method, in the member's language.
    const order = () => agent.get(`/api/orders.php?id=${placed.body.order.id}`).expect(200);
    const repeat = () => agent.get('/api/repeat-order.php').expect(200);
    await saveLanguage(agent, 'de');
    expect((await order()).body.order).toMatchObject({
      status: 'completed',
      payment_method: 'sct',
      payment_method_name: 'Überweisung',
    });
    expect((await repeat()).body.repeat).toMatchObject({
      payment_method: 'sct',
      payment_method_name: 'Überweisung',
    });
    await saveLanguage(agent, 'fr');
    expect((await order()).body.order.payment_method_name).toBe('Virement bancaire');
    expect((await repeat()).body.repeat.payment_method_name).toBe('Virement bancaire');
  });

  it('buys a bundle: checkout page, webhooks 5 times and out of order, credits granted once, lifetime premium', async () => {
    const { agent, user } = await signUp(t);
    const placed = await client(agent)
      .order({ bundle_id: bundles.popular, payment_method: 'ideal' })
      .expect(201);
    expect(placed.body.order).toMatchObject({
      status: 'pending',
      credits: 25,
      amount: 1999,
      currency: 'EUR',
    });
    const paymentId = paymentIdOf(placed.body.checkout_url);

    const checkout = new URL(placed.body.checkout_url);
    const page = await request(t.http)
      .get(checkout.pathname + checkout.search)
      .expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('€19.99');

    await webhook(paymentId).expect(200); // "open" arrives first: still pending
    expect((await agent.get(`/api/orders.php?id=${placed.body.order.id}`)).body.order.status).toBe('pending');
    const back = await decide(paymentId, 'paid').expect(303);
    expect(back.headers.location).toBe(
      `http://127.0.0.1:9/credits/${bundles.popular}/ideal?order=${placed.body.order.id}`,
    );
    await Promise.all(Array.from({ length: 5 }, () => webhook(paymentId).expect(200)));

    const order = (await agent.get(`/api/orders.php?id=${placed.body.order.id}`).expect(200)).body.order;
    expect(order).toMatchObject({ status: 'completed', paid_at: t.clock.now().toISOString() });
    expect(await credits(agent)).toBe(25);
    const purchases = (await t.db.query(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'purchase'`,
      [user.id],
    )) as [{ n: number }];
    expect(purchases[0].n).toBe(1);
    const premium = await eventually(
      async () => (await agent.get('/api/user.php')).body.user.paid_user as boolean,
      (paid) => paid,
    );
    expect(premium).toBe(true);
    const ledger = await readLedger(t.db);
    expect(verifyLedger(ledger.rows, ledger.projection).problems).toEqual([]);
  });

  it('keeps failed and cancelled payments apart and lets the member retry with another method', async () => {
    const { agent } = await signUp(t);
    const first = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'ideal' })
      .expect(201);
    await payThroughSandbox(t, first.body.checkout_url, { outcome: 'failed' });
    expect((await agent.get(`/api/orders.php?id=${first.body.order.id}`)).body.order.status).toBe('failed');

    const cancelled = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'creditcard' })
      .expect(201);
    await decide(paymentIdOf(cancelled.body.checkout_url), 'canceled').expect(303);
    // no webhook yet: the status check asks the provider
    expect((await agent.get(`/api/orders.php?id=${cancelled.body.order.id}`)).body.order.status).toBe(
      'cancelled',
    );

    const retry = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'paypal' })
      .expect(201);
    await payThroughSandbox(t, retry.body.checkout_url);
    expect(await credits(agent)).toBe(10);
  });

  it('refuses a forged webhook and changes nothing', async () => {
    const { agent } = await signUp(t);
    const placed = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'ideal' })
      .expect(201);
    const paymentId = paymentIdOf(placed.body.checkout_url);
    await t.db.query(`UPDATE sandbox_payments SET status = 'paid' WHERE id = $1`, [paymentId]);
    const forged = await webhook(paymentId, 'sha256=' + '0'.repeat(64)).expect(401);
    expect(forged.body.error).toBe('invalid_signature');
    await webhook(paymentId, '').expect(401);
    await request(t.http)
      .post('/api/payment-webhook.php?provider=mollie')
      .type('form')
      .send({ id: paymentId })
      .expect(404);
    const [order] = (await t.db.query(`SELECT status FROM orders WHERE id = $1`, [placed.body.order.id])) as [
      { status: string },
    ];
    expect(order.status).toBe('pending');
    expect(await credits(agent)).toBe(0);
  });

  it('refuses bad orders with a clear error and creates nothing', async () => {
    const { agent, user } = await signUp(t);
    const api = client(agent);
    expect((await api.order({ bundle_id: 999999, payment_method: 'ideal' }).expect(404)).body.message).toBe(
      'This credit bundle is not available.',
    );
    await api.order({ bundle_id: -1, payment_method: 'ideal' }).expect(404);
    await api.order({ bundle_id: 'abc', payment_method: 'ideal' }).expect(404);
    expect(
      (await api.order({ bundle_id: bundles.small, payment_method: 'blik' }).expect(400)).body.error,
    ).toBe('payment_method_unavailable');
    await api.order({ bundle_id: bundles.small, payment_method: 'bitcoin' }).expect(400);
    await api.order({ bundle_id: bundles.small, payment_method: 'ideal', amount: 1 }).expect(201); // price from the server
    expect(await orderCount(user.id)).toBe(1);
    const [row] = (await t.db.query(`SELECT amount FROM orders WHERE account_id = $1`, [user.id])) as [
      { amount: number },
    ];
    expect(row.amount).toBe(999);
    await request(t.http).post('/api/orders.php').set('X-Request-Type', 'client').send({}).expect(403);
  });

  it('applies discount codes: country, minimum and one use per member', async () => {
    const { agent, user } = await signUp(t);
    const api = client(agent);
    expect((await api.get('/api/discountcode.php?code=holland20').expect(200)).body.discount).toMatchObject({
      code: 'HOLLAND20',
      percentage: 20,
      minimum: 1500,
      country: 'NL',
    });
    const notFound = await api.get('/api/discountcode.php?code=BERLIN15').expect(404); // a German code
    expect(notFound.body).toEqual({ error: 'code_not_found', message: 'Code not found' });
    const minimum = await api.order({
      bundle_id: bundles.small,
      payment_method: 'ideal',
      discount_code: 'HOLLAND20',
    });
    expect(minimum.status).toBe(400);
    expect(minimum.body.message).toBe('This code applies to orders from €15.00.');
    // In the member's language, the price as that language writes it.
    await saveLanguage(agent, 'de');
    const inGerman = await api.order({
      bundle_id: bundles.small,
      payment_method: 'ideal',
      discount_code: 'HOLLAND20',
    });
    expect(inGerman.body).toEqual({
      error: 'code_minimum',
      message: 'Dieser Code gilt für Bestellungen ab 15,00\u00a0€.',
    });
    await saveLanguage(agent, 'en');

    const placed = await api
      .order({ bundle_id: bundles.popular, payment_method: 'ideal', discount_code: 'HOLLAND20' })
      .expect(201);
    expect(placed.body.order).toMatchObject({ amount: 1599, list_amount: 1999, discount_percentage: 20 });
    await payThroughSandbox(t, placed.body.checkout_url);
    const again = await api.order({
      bundle_id: bundles.popular,
      payment_method: 'ideal',
      discount_code: 'HOLLAND20',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'code_already_used', message: 'Code already used' });
    expect((await api.get('/api/discountcode.php?code=HOLLAND20').expect(409)).body.message).toBe(
      'Code already used',
    );
    expect(await orderCount(user.id)).toBe(1);
  });

  it('counts the discount-code lookups per member, also when they arrive at once', async () => {
    const { agent } = await signUp(t);
    const api = client(agent);
    const guesses = await Promise.all(
      Array.from({ length: 62 }, (_, i) => api.get(`/api/discountcode.php?code=GUESS${i}`)),
    );
    expect(guesses.filter((guess) => guess.status === 404)).toHaveLength(60);
    const refused = guesses.filter((guess) => guess.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.error).toBe('too_many_requests');
    // another member counts apart
    await client((await signUp(t)).agent)
      .get('/api/discountcode.php?code=GUESS')
      .expect(404);
  });

  it('runs the time bonus for 4 hours after signup, once; then offers the welcome code', async () => {
    const start = t.clock.now();
    try {
      const { agent } = await signUp(t);
      const bonus = (await agent.get('/api/timebonus.php').expect(200)).body.time_bonus;
      expect(bonus).toMatchObject({
        code: 'TIMEBONUS25',
        value_percentage: 25,
        validity: 'once-per-user',
        status: 'active',
        currency: 'EUR',
        seconds_left: 14400,
        expires: new Date(start.getTime() + 14_400_000).toISOString(),
      });
      t.clock.set(new Date(start.getTime() + 14_399_000));
      expect((await agent.get('/api/timebonus.php')).body.time_bonus.seconds_left).toBe(1);
      t.clock.set(new Date(start.getTime() + 14_400_000));
      expect((await agent.get('/api/timebonus.php')).body.time_bonus).toBeNull();
      const late = await client(agent).order({
        bundle_id: bundles.small,
        payment_method: 'ideal',
        discount_code: 'TIMEBONUS25',
      });
      expect(late.body).toEqual({ error: 'code_not_found', message: 'Code not found' });
      const welcome = await agent.get('/api/discountcode.php?welcome=true').expect(200);
      expect(welcome.body.discount).toMatchObject({ code: 'WELCOME25', percentage: 25, kind: 'welcome' });
    } finally {
      t.clock.set(start);
    }
  });

  it('repeats the last order with the stored card, and reports a declined stored card as failed', async () => {
    const { agent } = await signUp(t);
    const api = client(agent);
    expect((await api.get('/api/repeat-order.php').expect(200)).body.repeat).toBeNull();
    const first = await api.order({ bundle_id: bundles.small, payment_method: 'creditcard' }).expect(201);
    await payThroughSandbox(t, first.body.checkout_url, { remember: 'card' });
    expect((await api.get('/api/repeat-order.php').expect(200)).body.repeat).toMatchObject({
      bundle_id: bundles.small,
      payment_method: 'creditcard',
      stored_method: { label: 'Sandbox card •••• 4242' },
    });
    const repeated = await agent
      .post('/api/repeat-order.php')
      .set('X-Request-Type', 'client')
      .send({ client_id: 'repeat-1' })
      .expect(201);
    expect(repeated.body).toMatchObject({ checkout_url: null, order: { status: 'completed', credits: 10 } });
    expect(await credits(agent)).toBe(20);

    const { agent: other } = await signUp(t);
    const declining = await client(other)
      .order({ bundle_id: bundles.small, payment_method: 'creditcard' })
      .expect(201);
    await payThroughSandbox(t, declining.body.checkout_url, { remember: 'declining' });
    const declined = await other
      .post('/api/repeat-order.php')
      .set('X-Request-Type', 'client')
      .send({ client_id: 'repeat-1' })
      .expect(201);
    expect(declined.body.order.status).toBe('failed');
    expect(await credits(other)).toBe(10);
  });

  it("never shows a member another member's orders or transactions", async () => {
    const { agent: owner } = await signUp(t);
    const { agent: other } = await signUp(t);
    const placed = await client(owner)
      .order({ bundle_id: bundles.small, payment_method: 'ideal' })
      .expect(201);
    await payThroughSandbox(t, placed.body.checkout_url);
    await other.get(`/api/orders.php?id=${placed.body.order.id}`).expect(404);
    await other.get(`/api/transactions.php?id=${placed.body.order.id}`).expect(404);
    expect((await other.get('/api/transactions.php').expect(200)).body.transactions).toEqual([]);
    const mine = (await owner.get('/api/transactions.php').expect(200)).body.transactions;
    expect(mine).toEqual([
      expect.objectContaining({
        payment_id: placed.body.order.id,
        credits: 10,
        paymentmethod: 'ideal',
        refund_days: 14,
        refundable: true,
      }),
    ]);
  });

  it('refunds a purchase within refund_days while its credits are unspent, through a refund entry', async () => {
    const { agent, user } = await signUp(t);
    const buy = async () => {
      const placed = await client(agent)
        .order({ bundle_id: bundles.small, payment_method: 'ideal' })
        .expect(201);
      await payThroughSandbox(t, placed.body.checkout_url);
      return placed.body.order.id as string;
    };
    const refund = (paymentId: string) =>
      agent.post('/api/refund.php').set('X-Request-Type', 'client').send({ payment_id: paymentId });
    const first = await buy();
    await eventually(
      async () => (await agent.get('/api/user.php')).body.user.paid_user as boolean,
      (paid) => paid,
    );

    const refunded = await refund(first).expect(200);
    expect(refunded.body.order).toMatchObject({ status: 'refunded' });
    expect(await credits(agent)).toBe(0);
    const entries = (await t.db.query(
      `SELECT kind, amount FROM credit_ledger WHERE account_id = $1 ORDER BY id`,
      [user.id],
    )) as { kind: string; amount: number }[];
    expect(entries).toEqual([
      { kind: 'purchase', amount: 10 },
      { kind: 'refund', amount: -10 },
    ]);
    const [sandbox] = (await t.db.query(
      `SELECT refunded_amount FROM sandbox_payments WHERE id = (SELECT provider_payment_id FROM orders WHERE id = $1)`,
      [first],
    )) as [{ refunded_amount: number }];
    expect(sandbox.refunded_amount).toBe(999);
    await eventually(
      async () => (await agent.get('/api/user.php')).body.user.paid_user as boolean,
      (paid) => !paid,
    );
    await refund(first).expect(404); // once

    // credits already spent: no refund
    const second = await buy();
    await t.app
      .get(CommandBus)
      .execute(new SpendCreditsCommand(user.id, 1, 'spend_message', 'message:1', `m:${user.id}`));
    expect((await refund(second).expect(400)).body.error).toBe('refund_credits_used');

    // after the refund period (14 days on the test site)
    const start = t.clock.now();
    const third = await buy();
    try {
      t.clock.set(new Date(start.getTime() + 15 * 24 * 60 * 60 * 1000));
      const late = await refund(third).expect(400);
      expect(late.body).toEqual({
        error: 'refund_period_over',
        message: 'The refund period of 14 days has ended.',
      });
    } finally {
      t.clock.set(start);
    }
    const { body } = await agent.get('/api/transactions.php').expect(200);
    expect(body.transactions.map((tx: { status: string }) => tx.status).sort()).toEqual([
      'completed',
      'completed',
      'refunded',
    ]);
  });

  // The refund period is the site's refund_days: at 1 the message counts one day ("1 days" and the Polish
  // "1 dni" read wrong), in the member's language.
  it('names a refund period of one day in the singular: "1 day", Polish "1 dzień"', async () => {
    const { agent } = await signUp(t);
    const setRefundDays = async (days: number) => {
      await t.db.query(`UPDATE site_settings SET refund_days = $1 WHERE id = $2`, [days, siteId]);
      t.app.get(GetSiteSettingsHandler).forget(); // not waiting for the row-change notice
    };
    const start = t.clock.now();
    await setRefundDays(1);
    try {
      const placed = await client(agent)
        .order({ bundle_id: bundles.small, payment_method: 'ideal' })
        .expect(201);
      await payThroughSandbox(t, placed.body.checkout_url);
      t.clock.set(new Date(start.getTime() + 6 * 24 * 60 * 60 * 1000)); // past 1 and 3 days
      const refund = () =>
        agent
          .post('/api/refund.php')
          .set('X-Request-Type', 'client')
          .send({ payment_id: placed.body.order.id as string })
          .expect(400);
      expect((await refund()).body).toEqual({
        error: 'refund_period_over',
        message: 'The refund period of 1 day has ended.',
      });
      await saveLanguage(agent, 'pl');
      expect((await refund()).body.message).toBe('Okres zwrotu wynoszący 1 dzień minął.');
      await setRefundDays(3);
      expect((await refund()).body.message).toBe('Okres zwrotu wynoszący 3 dni minął.');
    } finally {
      t.clock.set(start);
      await setRefundDays(14);
    }
  });

  it('refunds a purchase once when the member asks for it many times at once', async () => {
    const { agent, user } = await signUp(t);
    const placed = await client(agent)
      .order({ bundle_id: bundles.small, payment_method: 'ideal' })
      .expect(201);
    await payThroughSandbox(t, placed.body.checkout_url);
    const paymentId = placed.body.order.id as string;
    await eventually(
      () => credits(agent),
      (balance) => balance === 10,
    );

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        agent.post('/api/refund.php').set('X-Request-Type', 'client').send({ payment_id: paymentId }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(await credits(agent)).toBe(0);
    const refunds = (await t.db.query(
      `SELECT amount FROM credit_ledger WHERE account_id = $1 AND kind = 'refund'`,
      [user.id],
    )) as { amount: number }[];
    expect(refunds).toEqual([{ amount: -10 }]);
  });

  describe('one checkout per purchase: client_id', () => {
    const place = (agent: Agent, body: object) =>
      agent.post('/api/orders.php').set('X-Request-Type', 'client').send(body);
    const sandboxPayments = async (accountId: number) =>
      (
        (await t.db.query(
          `SELECT count(*)::int AS n FROM sandbox_payments p JOIN orders o ON o.provider_payment_id = p.id
            WHERE o.account_id = $1`,
          [accountId],
        )) as [{ n: number }]
      )[0].n;

    it('places one order when the same click arrives 8 times at once, and answers a retry with it', async () => {
      const { agent, user } = await signUp(t);
      const body = { bundle_id: bundles.popular, payment_method: 'ideal', client_id: randomUUID() };

      const answers = await Promise.all(Array.from({ length: 8 }, () => place(agent, body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      const placed = answers.find((answer) => answer.status === 201)!.body;
      expect(placed.order).toMatchObject({ status: 'pending', credits: 25, payment_method: 'ideal' });
      expect(placed.checkout_url).toEqual(expect.stringContaining('/api/sandbox/checkout.php?id='));
      expect(new Set(answers.map((answer) => answer.body.order.id))).toEqual(new Set([placed.order.id]));
      expect(await orderCount(user.id)).toBe(1);
      expect(await sandboxPayments(user.id)).toBe(1);

      // The answer was lost and the app sends it again: the same order and the same checkout page.
      const retried = await place(agent, body).expect(200);
      expect(retried.body).toEqual(placed);

      // The same key for another bundle or method is a mistake of the client, not a second purchase.
      for (const other of [{ bundle_id: bundles.small }, { payment_method: 'creditcard' }]) {
        expect((await place(agent, { ...body, ...other }).expect(409)).body).toEqual({
          error: 'idempotency_conflict',
          message: 'This request was already made with other details.',
        });
      }
      expect(await orderCount(user.id)).toBe(1);

      // A new click (a new key) is a new checkout; keys are the member's own.
      await place(agent, { ...body, client_id: randomUUID() }).expect(201);
      expect(await orderCount(user.id)).toBe(2);
      const other = await signUp(t);
      const theirs = await place(other.agent, body).expect(201);
      expect(theirs.body.order.id).not.toBe(placed.order.id);
    });

    it('places one order with a discount code when the same click arrives 8 times at once', async () => {
      const { agent, user } = await signUp(t);
      const body = {
        bundle_id: bundles.popular,
        payment_method: 'ideal',
        discount_code: 'HOLLAND20',
        client_id: randomUUID(),
      };
      const answers = await Promise.all(Array.from({ length: 8 }, () => place(agent, body)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
      expect(answers[0]!.body.order).toMatchObject({ amount: 1599, discount_code: 'HOLLAND20' });
      expect(await orderCount(user.id)).toBe(1);
    });

    it('lets one of two purchases racing for the same code have it: the other is told the code is used', async () => {
      const { agent, user } = await signUp(t);
      const body = { bundle_id: bundles.popular, payment_method: 'ideal', discount_code: 'HOLLAND20' };
      const answers = await Promise.all(
        [randomUUID(), randomUUID()].map((clientId) => place(agent, { ...body, client_id: clientId })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
        error: 'code_already_used',
        message: 'Code already used',
      });
      expect(await orderCount(user.id)).toBe(1);
    });

    it('refuses a request without a valid client_id and places nothing', async () => {
      const { agent, user } = await signUp(t);
      const order = { bundle_id: bundles.small, payment_method: 'ideal' };
      for (const key of [
        {},
        { client_id: '' },
        { client_id: 'x'.repeat(65) },
        { client_id: 'not a key' },
        { client_id: 42 },
      ]) {
        expect((await place(agent, { ...order, ...key }).expect(400)).body).toEqual({
          error: 'client_id_required',
          message: 'This page is out of date. Please reload it and try again.',
        });
      }
      // a member's answers follow the language saved on the account
      await saveLanguage(agent, 'de');
      const german = await place(agent, order).expect(400);
      expect(german.body.message).toBe(
        'Diese Seite ist veraltet. Bitte lade sie neu und versuche es noch einmal.',
      );
      expect(await orderCount(user.id)).toBe(0);
    });
  });
});
