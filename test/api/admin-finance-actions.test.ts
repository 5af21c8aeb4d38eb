import request from 'supertest';
import { LedgerWriter } from '../../server/src/billing/database/ledger-writer';
import { signedInAdmin, type TestAdmin } from './helpers/admins';
import { payThroughSandbox, placeOrder } from './helpers/billing';
import { eventually } from './helpers/eventually';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A CSV body (RFC 4180: quotes doubled, CRLF) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** A JSON value as the CSV writes it (null empty, formulas neutralised). */
const asCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

/** supertest's parser: the body as text, and how many chunks it arrived in. */
function collect(
  res: NodeJS.ReadableStream & { setEncoding(e: string): void },
  done: (e: Error | null, body: unknown) => void,
) {
  let text = '';
  let chunks = 0;
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    chunks++;
  });
  res.on('end', () => done(null, { text, chunks }));
}

const LEDGER_COLUMNS = [
  'id',
  'created_at',
  'account_id',
  'kind',
  'amount',
  'balance_after',
  'reference',
  'idempotency_key',
  'actor',
  'previous_hash',
  'hash',
];

describe('admin console: finance actions (CSV export, refunds, adjustments, charts)', () => {
  let t: TestApp;
  let bundles: BundleFixture;
  let finance: request.Agent;
  let financeAdmin: TestAdmin;
  let operator: request.Agent;
  let accountSequence = 900_000;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    const site = await createSite(t.db, { is_default: true, signup_credits: 0, countries: ['NL', 'DE'] });
    bundles = await createBundles(t.db, site.id);
    ({ admin: financeAdmin, agent: finance } = await signedInAdmin(t, 'finance'));
    ({ agent: operator } = await signedInAdmin(t, 'operator'));
  });
  afterAll(() => t.close());

  const writer = () => t.app.get(LedgerWriter);
  const query = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
  const list = (resource: string, values: Record<string, unknown>) =>
    finance.get(`/admin/api/${resource}`).query(query(values));
  const exportCsv = (resource: string, values: Record<string, unknown>, agent = finance) =>
    agent
      .get(`/admin/api/${resource}/export.csv`)
      .query(query(values))
      .buffer(true)
      .parse(collect as never);
  const auditOf = async (action: string, recordId: string | number) =>
    (await t.db.query(
      `SELECT admin_id, action, resource, record_id, before, after FROM audit_log
        WHERE action = $1 AND record_id = $2 ORDER BY id`,
      [action, String(recordId)],
    )) as { admin_id: number; before: Record<string, unknown>; after: Record<string, unknown> }[];
  const ledgerOf = async (accountId: number) =>
    (await t.db.query(
      `SELECT kind, amount, balance_after, reference, actor FROM credit_ledger WHERE account_id = $1 ORDER BY id`,
      [accountId],
    )) as { kind: string; amount: number; balance_after: number; reference: string; actor: string }[];

  async function accountWith(entries: { kind?: string; amount: number; reference?: string }[]) {
    const accountId = ++accountSequence;
    for (const [index, entry] of entries.entries()) {
      await writer().append({
        accountId,
        kind: (entry.kind ?? (entry.amount > 0 ? 'purchase' : 'spend_message')) as never,
        amount: entry.amount,
        reference: entry.reference ?? `test:${index}`,
        idempotencyKey: `test:${accountId}:${index}`,
        actor: 'test',
      });
    }
    return accountId;
  }

  describe('CSV export', () => {
    it('exports exactly the filtered, sorted rows of the ledger list, every column, cells escaped', async () => {
      const accountId = await accountWith([
        { amount: 50, reference: 'order:"quoted", with comma' },
        { amount: -3, reference: '=HYPERLINK("http://x")' },
        { amount: -2, reference: 'line\nbreak' },
        { amount: 7, kind: 'adjustment', reference: '+plus' },
      ]);
      await accountWith([{ amount: 9 }]); // another account, filtered out

      for (const params of [
        { filter: { account_id: accountId } },
        { filter: { account_id: accountId, kind: 'spend_message' }, sort: ['amount', 'ASC'] },
        { filter: { account_id: accountId, from: '2000-01-01' }, sort: ['id', 'ASC'] },
      ]) {
        const rows = (await list('ledger', { ...params, range: [0, 499] }).expect(200)).body as Record<
          string,
          unknown
        >[];
        const response = await exportCsv('ledger', params).expect(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
        const [header, ...lines] = parseCsv((response.body as { text: string }).text);
        expect(header).toEqual(LEDGER_COLUMNS);
        expect(lines).toEqual(rows.map((row) => LEDGER_COLUMNS.map((column) => asCell(row[column]))));
        expect(lines.length).toBeGreaterThan(0);
      }
      const sorted = await exportCsv('ledger', {
        filter: { account_id: accountId },
        sort: ['amount', 'ASC'],
      });
      const amounts = parseCsv((sorted.body as { text: string }).text)
        .slice(1)
        .map((line) => Number(line[4]));
      expect(amounts).toEqual([-3, -2, 7, 50]);
      // The formula is written as text, the quote and comma kept inside one cell.
      expect((sorted.body as { text: string }).text).toContain(`"'=HYPERLINK(""http://x"")"`);
    });

    it('exports the orders list as filtered, and an empty filter result as its header only', async () => {
      const { agent, user } = await signUp(t, { country: 'NL' });
      await buy(agent, bundles.small);
      await buy(agent, bundles.popular, false);
      const params = { filter: { account_id: user.id } };
      const rows = (await list('orders', params).expect(200)).body as Record<string, unknown>[];
      expect(rows).toHaveLength(2);
      const response = await exportCsv('orders', params).expect(200);
      const [header, ...lines] = parseCsv((response.body as { text: string }).text);
      expect(header).toContain('refunded_at');
      expect(lines).toEqual(rows.map((row) => header!.map((column) => asCell(row[column]))));

      const none = await exportCsv('orders', { filter: { account_id: user.id, status: 'refunded' } });
      expect(parseCsv((none.body as { text: string }).text)).toEqual([header]);
    });

    it('refuses a bad filter or sort with 400 JSON before any CSV, and keeps it from other roles', async () => {
      for (const params of [
        { filter: { hash: 'x' } },
        { filter: { account_id: 'a' } },
        { sort: ['hash', 'ASC'] },
        { sort: ['id', 'ASC; --'] },
      ]) {
        const response = await finance.get('/admin/api/ledger/export.csv').query(query(params)).expect(400);
        expect(response.body).toEqual({
          error: expect.stringMatching(/^invalid_/),
          message: expect.any(String),
        });
      }
      await finance.get('/admin/api/ledger/export.csv?filter=%7B').expect(400);
      await operator.get('/admin/api/ledger/export.csv').expect(403);
      await request(t.http).get('/admin/api/orders/export.csv').expect(401);
    });

    it('streams 100,000 rows: all of them, in many chunks, the database read batch by batch', async () => {
      const accountId = ++accountSequence;
      await t.db.query(
        `INSERT INTO credit_ledger (account_id, kind, amount, balance_after, reference, idempotency_key, actor,
                                    created_at, previous_hash, hash)
         SELECT $1, 'adjustment', 1, n, 'bulk', 'bulk:' || n, 'test', now(), NULL, repeat('a', 64)
           FROM generate_series(1, 100000) AS n`,
        [accountId],
      );
      const response = await exportCsv('ledger', {
        filter: { account_id: accountId },
        sort: ['id', 'ASC'],
      }).expect(200);
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['transfer-encoding']).toBe('chunked');
      const { text, chunks } = response.body as { text: string; chunks: number };
      expect(chunks).toBeGreaterThan(50);
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(100_002); // header, rows, and the empty string after the last CRLF
      expect(lines[1]).toMatch(new RegExp(`^\\d+,[^,]+,${accountId},adjustment,1,1,bulk,bulk:1,`));
      expect(lines[100_000]).toContain(',bulk:100000,');

      // A client that goes away mid-download: the reading stops and the cursor's connection is given back.
      const openExports = async () =>
        (
          (await t.db.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE '%admin_list_export%' AND pid <> pg_backend_pid()
                AND state <> 'idle'`,
          )) as [{ n: number }]
        )[0].n;
      const aborted = await finance
        .get('/admin/api/ledger/export.csv')
        .query(query({ filter: { account_id: accountId } }))
        .buffer(true)
        .parse((res, done) => {
          res.once('data', () => {
            (res as unknown as { destroy(): void }).destroy();
            done(null, 'aborted');
          });
        });
      expect(aborted.status).toBe(200);
      await eventually(openExports, (n) => n === 0);
    }, 120_000);
  });

  // ── Refunds ────────────────────────────────────────────────────────────────────────────────────────

  type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
  /** Places an order and (unless `pay` is false) pays it in the sandbox; its id. */
  async function buy(agent: Agent, bundleId: number, pay = true): Promise<string> {
    const placed = await placeOrder(agent, { bundle_id: bundleId, payment_method: 'ideal' }).expect(201);
    if (pay) await payThroughSandbox(t, placed.body.checkout_url);
    return placed.body.order.id as string;
  }
  const refund = (orderId: string, agent = finance) =>
    agent.post(`/admin/api/orders/${orderId}/refund`).set('X-Request-Type', 'client').send({});

  describe('refunds', () => {
    it('refunds a completed order like the member would: refund entry, order refunded, audited with before and after', async () => {
      const { agent, user } = await signUp(t, { country: 'NL' });
      const orderId = await buy(agent, bundles.small);

      const response = await refund(orderId).expect(200);
      expect(response.body).toMatchObject({
        id: orderId,
        account_id: user.id,
        status: 'refunded',
        refunded_at: t.clock.now().toISOString(),
      });
      expect(
        (await ledgerOf(user.id)).map(({ kind, amount, balance_after, actor }) => ({
          kind,
          amount,
          balance_after,
          actor,
        })),
      ).toEqual([
        { kind: 'purchase', amount: 10, balance_after: 10, actor: expect.any(String) },
        { kind: 'refund', amount: -10, balance_after: 0, actor: `admin:${financeAdmin.id}` },
      ]);
      const [entry, ...more] = await auditOf('orders.refund', orderId);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        admin_id: financeAdmin.id,
        resource: 'orders',
        before: { id: orderId, status: 'completed', refunded_at: null },
        after: { id: orderId, status: 'refunded' },
      });
      const [sandbox] = (await t.db.query(
        `SELECT refunded_amount FROM sandbox_payments WHERE id = (SELECT provider_payment_id FROM orders WHERE id = $1)`,
        [orderId],
      )) as [{ refunded_amount: number }];
      expect(sandbox.refunded_amount).toBe(999);

      // Again: already refunded, nothing more written.
      expect((await refund(orderId).expect(409)).body.error).toBe('order_already_refunded');
      // The member cannot take it back a second time either.
      await agent
        .post('/api/refund.php')
        .set('X-Request-Type', 'client')
        .send({ payment_id: orderId })
        .expect(404);
      expect(await ledgerOf(user.id)).toHaveLength(2);
      expect(await auditOf('orders.refund', orderId)).toHaveLength(1);
    });

    it('refunds an order once when finance (and the member) ask at the same time', async () => {
      const { agent, user } = await signUp(t, { country: 'NL' });
      const orderId = await buy(agent, bundles.popular);
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => refund(orderId)),
        agent.post('/api/refund.php').set('X-Request-Type', 'client').send({ payment_id: orderId }),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect([404, 409]).toContain(answer.status);
      expect((await ledgerOf(user.id)).filter((entry) => entry.kind === 'refund')).toHaveLength(1);
      const audited = await auditOf('orders.refund', orderId);
      expect(audited.length).toBeLessThanOrEqual(1);
    });

    it('keeps the member rule: credits spent, pending orders and unknown ids are refused, nothing written', async () => {
      const { agent, user } = await signUp(t, { country: 'NL' });
      const spent = await buy(agent, bundles.small);
      await writer().append({
        accountId: user.id,
        kind: 'spend_message',
        amount: -5,
        reference: 'message:1',
        idempotencyKey: `spend:${user.id}:1`,
        actor: 'test',
      });
      expect((await refund(spent).expect(400)).body.error).toBe('refund_credits_used');
      const pending = await buy(agent, bundles.small, false);
      expect((await refund(pending).expect(409)).body.error).toBe('order_not_refundable');
      await refund('00000000-0000-4000-8000-000000000000').expect(404);
      await refund('not-an-order').expect(404);
      await refund(spent, operator).expect(403);
      expect((await ledgerOf(user.id)).map((entry) => entry.kind)).toEqual(['purchase', 'spend_message']);
      expect(await auditOf('orders.refund', spent)).toEqual([]);
    });
  });

  // ── Adjustments ────────────────────────────────────────────────────────────────────────────────────

  let keySequence = 0;
  const newKey = () => `key-${process.pid}-${++keySequence}-abcdef`;
  const adjust = (body: Record<string, unknown>, agent = finance) =>
    agent.post('/admin/api/adjustments').set('X-Request-Type', 'client').send(body);

  describe('adjustments', () => {
    it('adds and takes credits with a reason: an adjustment entry, audited; a retry with the same key adjusts once', async () => {
      const { user } = await signUp(t, { country: 'NL' });
      const key = newKey();
      const body = {
        account_id: user.id,
        amount: 15,
        reason: '  Goodwill:   failed chat  ',
        idempotency_key: key,
      };
      const added = await adjust(body).expect(201);
      expect(added.body).toMatchObject({
        id: expect.any(Number),
        account_id: user.id,
        kind: 'adjustment',
        amount: 15,
        balance_after: 15,
        reference: 'Goodwill: failed chat',
        idempotency_key: `adjustment:${key}`,
        actor: `admin:${financeAdmin.id}`,
      });
      const again = await adjust(body).expect(201);
      expect(again.body.id).toBe(added.body.id);
      expect((await adjust({ ...body, amount: 16 }).expect(409)).body.error).toBe('idempotency_conflict');

      const taken = await adjust({
        account_id: user.id,
        amount: -4,
        reason: 'Correction',
        idempotency_key: newKey(),
      }).expect(201);
      expect(taken.body).toMatchObject({ amount: -4, balance_after: 11 });
      expect((await ledgerOf(user.id)).map((entry) => entry.amount)).toEqual([15, -4]);

      const [entry, ...more] = await auditOf('ledger.adjust', added.body.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        admin_id: financeAdmin.id,
        resource: 'ledger',
        before: { account_id: user.id, balance: 0 },
        after: {
          account_id: user.id,
          entry_id: added.body.id,
          balance: 15,
          amount: 15,
          reason: 'Goodwill: failed chat',
        },
      });
      const user2 = await finance.get(
        `/admin/api/ledger?filter=${encodeURIComponent(JSON.stringify({ account_id: user.id }))}`,
      );
      expect(user2.body).toHaveLength(2);
    });

    it('never takes a balance below zero, even with many adjustments at once', async () => {
      const { user } = await signUp(t, { country: 'NL' });
      await adjust({ account_id: user.id, amount: 10, reason: 'Start', idempotency_key: newKey() }).expect(
        201,
      );
      const below = await adjust({
        account_id: user.id,
        amount: -11,
        reason: 'Too much',
        idempotency_key: newKey(),
      }).expect(409);
      expect(below.body).toEqual({ error: 'adjustment_below_zero', message: expect.stringContaining('10') });

      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          adjust({ account_id: user.id, amount: -3, reason: 'Parallel', idempotency_key: newKey() }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      const entries = await ledgerOf(user.id);
      expect(entries.map((entry) => entry.balance_after)).toEqual([10, 7, 4, 1]);
      expect(
        (
          (await t.db.query(
            `SELECT count(*)::int AS n FROM audit_log WHERE action = 'ledger.adjust' AND after->>'account_id' = $1`,
            [String(user.id)],
          )) as [{ n: number }]
        )[0].n,
      ).toBe(4);
    });

    it('decides the same adjustment sent many times at once only once', async () => {
      const { user } = await signUp(t, { country: 'NL' });
      const body = { account_id: user.id, amount: 20, reason: 'Once', idempotency_key: newKey() };
      const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(body)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await ledgerOf(user.id)).toHaveLength(1);
      expect(await auditOf('ledger.adjust', answers[0]!.body.id)).toHaveLength(1);
    });

    it('refuses bad input with 400 and the field, writing nothing', async () => {
      const { user } = await signUp(t, { country: 'NL' });
      const good = { account_id: user.id, amount: 5, reason: 'Why', idempotency_key: newKey() };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, account_id: undefined }, 'invalid_account'],
        [{ ...good, account_id: 0 }, 'invalid_account'],
        [{ ...good, account_id: 2_147_483_648 }, 'invalid_account'],
        [{ ...good, account_id: '12a' }, 'invalid_account'],
        [{ ...good, account_id: 1_999_999 }, 'account_not_found'],
        [{ ...good, amount: 0 }, 'invalid_amount'],
        [{ ...good, amount: 1.5 }, 'invalid_amount'],
        [{ ...good, amount: 100_001 }, 'invalid_amount'],
        [{ ...good, amount: '5' + 'x' }, 'invalid_amount'],
        [{ ...good, amount: null }, 'invalid_amount'],
        [{ ...good, reason: undefined }, 'reason_required'],
        [{ ...good, reason: '   ' }, 'reason_required'],
        [{ ...good, reason: 'x'.repeat(101) }, 'reason_required'],
        [{ ...good, reason: ['a'] }, 'reason_required'],
        [{ ...good, idempotency_key: undefined }, 'invalid_idempotency_key'],
        [{ ...good, idempotency_key: 'short' }, 'invalid_idempotency_key'],
        [{ ...good, idempotency_key: 'with spaces in it' }, 'invalid_idempotency_key'],
      ];
      for (const [body, error] of cases) {
        const response = await adjust(body).expect(400);
        expect({ body, answer: response.body }).toEqual({
          body,
          answer: expect.objectContaining({ error, message: expect.any(String) }),
        });
      }
      await adjust(good, operator).expect(403);
      expect(await ledgerOf(user.id)).toEqual([]);
    });
  });

  // ── Charts ─────────────────────────────────────────────────────────────────────────────────────────

  describe('charts', () => {
    it('gives every day of the range with revenue per currency, refunds, credits sold and spent', async () => {
      const today = t.clock.now().toISOString().slice(0, 10);
      const before = (await finance.get('/admin/api/finance_charts').expect(200)).body as ChartsBody;
      expect(before.days).toHaveLength(30);
      expect(before.to).toBe(today);
      const dayOf = (body: ChartsBody) => body.days.find((day) => day.date === today)!;
      const start = dayOf(before);

      const { agent, user } = await signUp(t, { country: 'NL' });
      const orderId = await buy(agent, bundles.popular);
      await writer().append({
        accountId: user.id,
        kind: 'spend_message',
        amount: -2,
        reference: 'message:charts',
        idempotencyKey: `spend:${user.id}:charts`,
        actor: 'test',
      });
      const after = (await finance.get(`/admin/api/finance_charts?from=${today}&to=${today}`).expect(200))
        .body as ChartsBody;
      expect(after).toMatchObject({ from: today, to: today, currencies: ['EUR'] });
      const day = dayOf(after);
      const eur = (list: { currency: string; amount: number }[]) =>
        list.find((money) => money.currency === 'EUR')?.amount ?? 0;
      expect(eur(day.revenue) - eur(start.revenue)).toBe(1999);
      expect(day.credits_sold - start.credits_sold).toBe(25);
      expect(day.credits_spent - start.credits_spent).toBe(2);
      expect(orderId).toBeTruthy();
    });

    it('refuses a bad range with 400', async () => {
      for (const range of [
        'from=2026-02-30',
        'from=yesterday',
        'from=2026-12-02&to=2026-12-01',
        'from=2025-01-01&to=2026-12-01',
        'from=2026-01-01&from=2026-01-02',
        'to=20261201',
      ]) {
        const response = await finance.get(`/admin/api/finance_charts?${range}`).expect(400);
        expect(response.body.error).toMatch(/^invalid_(date_range|query)$/);
      }
      await operator.get('/admin/api/finance_charts').expect(403);
    });
  });
});

interface ChartsBody {
  from: string;
  to: string;
  currencies: string[];
  days: {
    date: string;
    revenue: { currency: string; amount: number }[];
    refunded: { currency: string; amount: number }[];
    credits_sold: number;
    credits_spent: number;
  }[];
}
