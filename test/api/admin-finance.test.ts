import { argon2id, hash } from 'argon2';
import request from 'supertest';
import { LedgerWriter } from '../../server/src/billing/database/ledger-writer';
import { payThroughSandbox, placeOrder } from './helpers/billing';
import { eventually } from './helpers/eventually';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

interface LedgerEntry {
  id: number;
  account_id: number;
  kind: string;
  amount: number;
  balance_after: number;
  reference: string;
  idempotency_key: string;
  actor: string;
  created_at: string;
  previous_hash: string | null;
  hash: string;
}

interface Order {
  id: string;
  account_id: number;
  status: string;
  amount: number;
  payment_method: string;
}

const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS = ['ledger', 'ledger/1', 'orders', `orders/${UNKNOWN_ORDER}`, 'reconciliation'];

describe('admin console: finance views (ledger, orders, reconciliation)', () => {
  let t: TestApp;
  let bundles: BundleFixture;
  let finance: request.Agent;
  let operator: request.Agent;
  let accountSequence = 800_000;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    const site = await createSite(t.db, { is_default: true, signup_credits: 3, countries: ['NL', 'DE'] });
    bundles = await createBundles(t.db, site.id);
    const [financeHash, operatorHash] = await Promise.all([
      hash('finance-pass-1', { type: argon2id }),
      hash('operator-pass-1', { type: argon2id }),
    ]);
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES
         ('fin@kindred.test', 'Fiona Finance', $1, 'finance'), ('op@kindred.test', 'Olga Operator', $2, 'operator')`,
      [financeHash, operatorHash],
    );
    finance = await adminAgent('fin@kindred.test', 'finance-pass-1');
    operator = await adminAgent('op@kindred.test', 'operator-pass-1');
  });
  afterAll(() => t.close());

  async function adminAgent(email: string, password: string): Promise<request.Agent> {
    const agent = request.agent(t.http);
    await agent
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextIp())
      .send({ email, password })
      .expect(200);
    return agent;
  }

  const writer = () => t.app.get(LedgerWriter);
  /** A fresh account with `purchase` credits, then each of `spends` taken as a message spend. */
  async function accountWith(purchase: number, spends: number[] = []): Promise<number> {
    const accountId = ++accountSequence;
    await writer().append({
      accountId,
      kind: 'purchase',
      amount: purchase,
      reference: 'order:test',
      idempotencyKey: `purchase:${accountId}`,
      actor: 'test',
    });
    for (const [index, amount] of spends.entries()) {
      await writer().append({
        accountId,
        kind: 'spend_message',
        amount: -amount,
        reference: `message:${index}`,
        idempotencyKey: `spend:${accountId}:${index}`,
        actor: 'test',
      });
    }
    return accountId;
  }

  const list = (agent: request.Agent, resource: string, query: Record<string, unknown>) =>
    agent
      .get(`/admin/api/${resource}`)
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])));

  it('keeps every finance endpoint from visitors (401) and operators (403)', async () => {
    for (const path of ENDPOINTS) {
      const visitor = await request(t.http).get(`/admin/api/${path}`).expect(401);
      expect(visitor.body.error).toBe('authentication_required');
      const refused = await operator.get(`/admin/api/${path}`).expect(403);
      expect(refused.body).toEqual({ error: 'forbidden', message: 'You do not have access to this.' });
    }
    // A member session is not an admin session.
    const { agent: member } = await signUp(t);
    await member.get('/admin/api/ledger').expect(401);
  });

  it('lists ledger entries page by page with Content-Range, newest first by default', async () => {
    const accountId = await accountWith(
      100,
      Array.from({ length: 11 }, () => 1),
    );

    const first = await list(finance, 'ledger', { filter: { account_id: accountId }, range: [0, 4] }).expect(
      200,
    );
    expect(first.headers['content-range']).toBe('ledger 0-4/12');
    expect(first.body).toHaveLength(5);
    const ids = (first.body as LedgerEntry[]).map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body[0]).toEqual({
      id: expect.any(Number),
      account_id: accountId,
      kind: 'spend_message',
      amount: -1,
      balance_after: 89,
      reference: 'message:10',
      idempotency_key: `spend:${accountId}:10`,
      actor: 'test',
      created_at: t.clock.now().toISOString(),
      previous_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const last = await list(finance, 'ledger', {
      filter: { account_id: accountId },
      sort: ['id', 'DESC'],
      range: [10, 14],
    }).expect(200);
    expect(last.headers['content-range']).toBe('ledger 10-11/12');
    expect((last.body as LedgerEntry[]).map((entry) => entry.kind)).toEqual(['spend_message', 'purchase']);
    expect(ids).not.toContain(last.body[0].id);

    const beyond = await list(finance, 'ledger', { filter: { account_id: accountId }, range: [20, 29] });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe('ledger */12');

    // The console's text input sends the account as a string.
    const asText = await list(finance, 'ledger', { filter: { account_id: String(accountId) } }).expect(200);
    expect(asText.headers['content-range']).toBe('ledger 0-11/12');
  });

  it('filters the ledger by kind, account and date range, and sorts by the allowed fields', async () => {
    const member = await signUp(t);
    await eventually(
      async () =>
        (await list(finance, 'ledger', { filter: { account_id: member.user.id, kind: 'signup_bonus' } }))
          .body as LedgerEntry[],
      (entries) => entries.length === 1,
    );

    const start = t.clock.now();
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    const accountId = await accountWith(50, [5]);
    t.clock.set(new Date('2026-12-03T23:30:00Z'));
    await writer().append({
      accountId,
      kind: 'spend_gift',
      amount: -20,
      reference: 'gift:1',
      idempotencyKey: `gift:${accountId}`,
      actor: 'test',
    });
    t.clock.set(start);

    const bonuses = await list(finance, 'ledger', {
      filter: { kind: 'signup_bonus' },
      range: [0, 99],
    }).expect(200);
    expect((bonuses.body as LedgerEntry[]).every((entry) => entry.kind === 'signup_bonus')).toBe(true);
    expect((bonuses.body as LedgerEntry[]).map((entry) => entry.account_id)).toContain(member.user.id);

    const byAmount = await list(finance, 'ledger', {
      filter: { account_id: accountId },
      sort: ['amount', 'ASC'],
    }).expect(200);
    expect((byAmount.body as LedgerEntry[]).map((entry) => entry.amount)).toEqual([-20, -5, 50]);

    const byDate = await list(finance, 'ledger', {
      filter: { account_id: accountId },
      sort: ['created_at', 'DESC'],
    }).expect(200);
    expect((byDate.body as LedgerEntry[]).map((entry) => entry.kind)).toEqual([
      'spend_gift',
      'spend_message',
      'purchase',
    ]);

    // Date-only bounds are whole UTC days, both inclusive.
    const day3 = await list(finance, 'ledger', {
      filter: { account_id: accountId, from: '2026-12-02', to: '2026-12-03' },
    }).expect(200);
    expect((day3.body as LedgerEntry[]).map((entry) => entry.kind)).toEqual(['spend_gift']);
    const day1 = await list(finance, 'ledger', {
      filter: { account_id: accountId, to: '2026-12-01' },
    }).expect(200);
    expect(day1.headers['content-range']).toBe('ledger 0-1/2');
    const exact = await list(finance, 'ledger', {
      filter: { account_id: accountId, from: '2026-12-03T23:00:00Z', to: '2026-12-03T23:30:00.000Z' },
    }).expect(200);
    expect(exact.headers['content-range']).toBe('ledger 0-0/1');

    const byAccount = await list(finance, 'ledger', {
      filter: { kind: 'purchase' },
      sort: ['account_id', 'DESC'],
      range: [0, 0],
    }).expect(200);
    expect(byAccount.body[0].account_id).toBe(accountId);
  });

  it('answers one ledger entry, and 404 for an unknown or malformed id', async () => {
    const accountId = await accountWith(7);
    const [entry] = (await list(finance, 'ledger', { filter: { account_id: accountId } }).expect(200))
      .body as LedgerEntry[];
    const one = await finance.get(`/admin/api/ledger/${entry.id}`).expect(200);
    expect(one.body).toEqual(entry);
    // ra-data-simple-rest's getMany
    const many = await list(finance, 'ledger', { filter: { id: [entry.id] } }).expect(200);
    expect(many.body).toEqual([entry]);

    for (const id of ['999999999', 'abc', '0', '-1']) {
      const missing = await finance.get(`/admin/api/ledger/${id}`).expect(404);
      expect(missing.body.error).toBe('ledger_entry_not_found');
    }
  });

  it('refuses bad list parameters with a 400 that names the parameter', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ filter: JSON.stringify({ kind: 'bonus' }) }, 'invalid_filter', 'filter.kind'],
      [{ filter: JSON.stringify({ account_id: 'twelve' }) }, 'invalid_filter', 'filter.account_id'],
      [{ filter: JSON.stringify({ account_id: -3 }) }, 'invalid_filter', 'filter.account_id'],
      [{ filter: JSON.stringify({ from: '2026-13-01' }) }, 'invalid_filter', 'filter.from'],
      [{ filter: JSON.stringify({ to: 'yesterday' }) }, 'invalid_filter', 'filter.to'],
      [{ filter: JSON.stringify({ hash: 'abc' }) }, 'invalid_filter', 'filter.hash'],
      [{ filter: '{not json' }, 'invalid_filter', 'filter'],
      [{ filter: '[1,2]' }, 'invalid_filter', 'filter'],
      [{ sort: JSON.stringify(['hash', 'ASC']) }, 'invalid_sort', 'sort'],
      [{ sort: JSON.stringify(['id', 'SIDEWAYS']) }, 'invalid_sort', 'sort'],
      [{ sort: 'id' }, 'invalid_sort', 'sort'],
      [{ range: JSON.stringify([5, 1]) }, 'invalid_range', 'range'],
      [{ range: JSON.stringify([-1, 10]) }, 'invalid_range', 'range'],
      [{ range: JSON.stringify([0, 1.5]) }, 'invalid_range', 'range'],
    ];
    for (const [query, error, name] of cases) {
      const response = await finance.get('/admin/api/ledger').query(query);
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { error, message: `The query parameter ${name} is not valid.` },
      });
    }
    // The message follows the requester's language.
    const german = await finance
      .get('/admin/api/ledger')
      .set('Accept-Language', 'de')
      .query({ filter: JSON.stringify({ kind: 'bonus' }) })
      .expect(400);
    expect(german.body.message).toBe('Der Abfrageparameter filter.kind ist ungültig.');
  });

  it('serves at most 500 rows per page however large the range', async () => {
    const accounts = Array.from({ length: 26 }, () => ++accountSequence);
    await Promise.all(
      accounts.map(async (accountId) => {
        for (let i = 0; i < 20; i++) {
          await writer().append({
            accountId,
            kind: 'adjustment',
            amount: 1,
            reference: 'bulk',
            idempotencyKey: `bulk:${accountId}:${i}`,
            actor: 'test',
          });
        }
      }),
    );
    const response = await list(finance, 'ledger', {
      filter: { kind: 'adjustment' },
      range: [0, 9999],
    }).expect(200);
    expect(response.body).toHaveLength(500);
    expect(response.headers['content-range']).toBe('ledger 0-499/520');
  });

  describe('orders', () => {
    type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
    async function order(agent: Agent, bundleId: number, method: string, outcome?: 'paid' | 'failed') {
      const placed = await placeOrder(agent, { bundle_id: bundleId, payment_method: method }).expect(201);
      if (outcome) await payThroughSandbox(t, placed.body.checkout_url, { outcome });
      return placed.body.order.id as string;
    }

    it('lists orders with every finance field, filters, sorts and pages them, and shows one', async () => {
      const { agent, user } = await signUp(t, { country: 'NL' });
      const paid = await order(agent, bundles.popular, 'ideal', 'paid');
      const failed = await order(agent, bundles.small, 'creditcard', 'failed');
      const pending = await order(agent, bundles.small, 'paypal');

      const all = await list(finance, 'orders', { filter: { account_id: user.id } }).expect(200);
      expect(all.headers['content-range']).toBe('orders 0-2/3');
      const byId = new Map((all.body as Order[]).map((o) => [o.id, o]));
      expect(byId.get(paid)).toEqual({
        id: paid,
        account_id: user.id,
        credits: 25,
        country: 'NL',
        currency: 'EUR',
        list_amount: 1999,
        amount: 1999,
        discount_code: null,
        discount_percentage: 0,
        payment_method: 'ideal',
        provider: 'sandbox',
        provider_payment_id: expect.any(String),
        status: 'completed',
        created_at: t.clock.now().toISOString(),
        paid_at: t.clock.now().toISOString(),
        refunded_at: null,
      });
      expect(byId.get(failed)?.status).toBe('failed');
      expect(byId.get(pending)?.status).toBe('pending');

      const completed = await list(finance, 'orders', {
        filter: { account_id: user.id, status: 'completed' },
      }).expect(200);
      expect((completed.body as Order[]).map((o) => o.id)).toEqual([paid]);
      const paypal = await list(finance, 'orders', {
        filter: { account_id: user.id, payment_method: 'paypal', country: 'nl' },
      }).expect(200);
      expect((paypal.body as Order[]).map((o) => o.id)).toEqual([pending]);

      const byAmount = await list(finance, 'orders', {
        filter: { account_id: user.id },
        sort: ['amount', 'DESC'],
        range: [0, 1],
      }).expect(200);
      expect(byAmount.headers['content-range']).toBe('orders 0-1/3');
      expect((byAmount.body as Order[]).map((o) => o.amount)).toEqual([1999, 999]);
      const byPaidAt = await list(finance, 'orders', {
        filter: { account_id: user.id },
        sort: ['paid_at', 'DESC'],
      }).expect(200);
      expect(byPaidAt.body[0].id).toBe(paid); // unpaid orders come last either way

      const one = await finance.get(`/admin/api/orders/${paid}`).expect(200);
      expect(one.body).toEqual(byId.get(paid));
      const missing = await finance.get(`/admin/api/orders/${UNKNOWN_ORDER}`).expect(404);
      expect(missing.body.error).toBe('order_not_found');
      await finance.get('/admin/api/orders/not-a-uuid').expect(404);
    });

    it('refuses bad order filters and sorts', async () => {
      for (const [query, name] of [
        [{ filter: JSON.stringify({ status: 'paid' }) }, 'filter.status'],
        [{ filter: JSON.stringify({ payment_method: 'cash' }) }, 'filter.payment_method'],
        [{ filter: JSON.stringify({ country: 'NLD' }) }, 'filter.country'],
        [{ filter: JSON.stringify({ id: 'not-a-uuid' }) }, 'filter.id'],
        [{ filter: JSON.stringify({ kind: 'purchase' }) }, 'filter.kind'],
        [{ sort: JSON.stringify(['account_id', 'ASC']) }, 'sort'],
      ] as const) {
        const response = await finance.get('/admin/api/orders').query(query).expect(400);
        expect(response.body.message).toBe(`The query parameter ${name} is not valid.`);
      }
    });
  });

  describe('reconciliation', () => {
    it('rebuilds every balance from the ledger and reports it clean, with the totals per kind', async () => {
      const response = await finance.get('/admin/api/reconciliation').expect(200);
      const [counts] = (await t.db.query(
        `SELECT count(*)::int AS entries, count(DISTINCT account_id)::int AS accounts FROM credit_ledger`,
      )) as [{ entries: number; accounts: number }];
      const sums = (await t.db.query(
        `SELECT kind, sum(amount)::int AS total FROM credit_ledger GROUP BY kind`,
      )) as { kind: string; total: number }[];
      const [balances] = (await t.db.query(`SELECT sum(balance)::int AS total FROM credit_balances`)) as [
        { total: number },
      ];
      expect(counts.entries).toBeGreaterThan(500);
      expect(response.body).toEqual({
        checked_at: t.clock.now().toISOString(),
        entries: counts.entries,
        accounts: counts.accounts,
        problems: [],
        totals: {
          by_kind: {
            signup_bonus: 0,
            purchase: 0,
            spend_message: 0,
            spend_photo: 0,
            spend_gift: 0,
            refund: 0,
            adjustment: 0,
            expiry: 0,
            ...Object.fromEntries(sums.map(({ kind, total }) => [kind, total])),
          },
          balance_total: balances.total,
        },
      });
    });

    it('shows a row changed behind the application as a problem', async () => {
      const accountId = await accountWith(20, [4]);
      // someone with database rights switches the append-only trigger off and edits a spend
      await t.db.transaction(async (manager) => {
        await manager.query(`SET LOCAL session_replication_role = replica`);
        await manager.query(
          `UPDATE credit_ledger SET amount = -1, balance_after = 19 WHERE idempotency_key = $1`,
          [`spend:${accountId}:0`],
        );
      });
      const [tampered] = (await t.db.query(
        `SELECT id::int AS id FROM credit_ledger WHERE idempotency_key = $1`,
        [`spend:${accountId}:0`],
      )) as [{ id: number }];

      const response = await finance.get('/admin/api/reconciliation').expect(200);
      const problems = (response.body.problems as { account_id: number }[]).filter(
        (problem) => problem.account_id === accountId,
      );
      expect(problems).toEqual([
        { kind: 'hash_mismatch', account_id: accountId, entry_id: tampered.id },
        { kind: 'projection_differs', account_id: accountId, rebuilt: 19, projected: 16 },
      ]);
      expect(response.body.problems).toHaveLength(2);
      // and the operator still may not see it
      await operator.get('/admin/api/reconciliation').expect(403);
    });
  });
});
