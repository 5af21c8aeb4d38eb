import { createHash } from 'node:crypto';
import { addDutchBundle, createBillingApp } from './helpers/billing';
import type { BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';
import { DIRECT_DEBIT_FORM } from './helpers/direct-debit-form';
import { DirectDebitErasure } from '../../server/src/billing/direct-debit/direct-debit-erasure';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const { phone: _phone, ...FORM } = DIRECT_DEBIT_FORM;
const LIMIT_MESSAGE =
  'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.';

describe('direct debit limits under parallel requests, and the details of lapsed requests', () => {
  let t: TestApp;
  let bundles: BundleFixture & { mid: number };
  let phones = 0;

  beforeAll(async () => {
    const app = await createBillingApp();
    t = app.t;
    bundles = { ...app.bundles, mid: await addDutchBundle(t, app.site.id, 120, 7999) };
  });
  afterAll(() => t.close());

  /** Each member texts to a phone of its own, so codes are found per member. */
  const newPhone = () => {
    phones++;
    return {
      local: `06 5555 ${String(phones).padStart(4, '0')}`,
      e164: `+3165555${String(phones).padStart(4, '0')}`,
    };
  };
  const ask = (agent: Agent, phone: string, bundleId: number) =>
    agent
      .post('/api/directdebit.php')
      .set('X-Request-Type', 'client')
      .send({ ...FORM, phone, bundle_id: bundleId });
  const confirm = (agent: Agent, id: string, code: string) =>
    agent.post('/api/directdebit-confirm.php').set('X-Request-Type', 'client').send({ id, code });
  const codes = async (phone: string) =>
    (
      (await t.db.query(`SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id`, [phone])) as {
        text: string;
      }[]
    ).map((row) => /(\d{6})/.exec(row.text)![1]!);
  const debits = async (accountId: number) =>
    (await t.db.query(
      `SELECT amount FROM orders WHERE account_id = $1 AND payment_method = 'sdd' AND status IN ('pending','completed')`,
      [accountId],
    )) as { amount: number }[];

  /** Confirms every request with every code sent to the phone, all at once. */
  const confirmAll = async (agent: Agent, ids: string[], phone: string) => {
    const sent = await codes(phone);
    return Promise.all(ids.flatMap((id) => sent.map((code) => confirm(agent, id, code))));
  };
  const openRequests = async (accountId: number) =>
    (
      (await t.db.query(
        `SELECT count(*)::int AS n FROM direct_debit_requests WHERE account_id = $1 AND status = 'awaiting_code'`,
        [accountId],
      )) as [{ n: number }]
    )[0].n;

  it('counts code confirmations per member: 25 at once, 20 are looked at and 5 get 429', async () => {
    const { agent } = await signUp(t, { country: 'NL' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all(Array.from({ length: 25 }, () => confirm(agent, unknown, '123456')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 404)).toBe(true);
    // another member's counter is their own
    const other = await signUp(t, { country: 'NL' });
    await confirm(other.agent, unknown, '123456').expect(404);
  });

  it('4 requests opened in parallel and all confirmed at once give one debit, within the limits', async () => {
    const { agent, user } = await signUp(t);
    const phone = newPhone();
    const asked = await Promise.all([1, 2, 3, 4].map(() => ask(agent, phone.local, bundles.mid)));
    for (const refused of asked.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'direct_debit_limit_reached', message: LIMIT_MESSAGE });
    }
    expect(await openRequests(user.id)).toBe(1); // each request replaced the ones before it
    const opened = asked.filter((r) => r.status === 201).map((r) => r.body.request.id as string);
    const answers = await confirmAll(agent, opened, phone.e164);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const made = await debits(user.id);
    expect(made).toEqual([{ amount: 7999 }]);
  });

  it('opened one after another and confirmed in parallel: only the last request can be confirmed', async () => {
    const { agent, user } = await signUp(t);
    const phone = newPhone();
    const opened: string[] = [];
    for (let i = 0; i < 4; i++) {
      opened.push((await ask(agent, phone.local, bundles.popular).expect(201)).body.request.id);
    }
    const answers = await confirmAll(agent, opened, phone.e164);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await debits(user.id)).toEqual([{ amount: 1999 }]);
    // The replaced requests keep nothing personal.
    const replaced = (await t.db.query(
      `SELECT status, iban, phone, street FROM direct_debit_requests WHERE id = ANY($1::uuid[])`,
      [opened.slice(0, 3)],
    )) as unknown[];
    expect(replaced).toEqual(Array(3).fill({ status: 'voided', iban: '', phone: '', street: '' }));
  });

  it('keeps to 3 debits and €150 however many requests race after earlier debits', async () => {
    const { agent, user } = await signUp(t);
    const phone = newPhone();
    for (let i = 0; i < 2; i++) {
      const asked = await ask(agent, phone.local, bundles.small).expect(201);
      const sent = await codes(phone.e164);
      await confirm(agent, asked.body.request.id, sent[sent.length - 1]!).expect(200);
    }
    const rounds = await Promise.all([1, 2, 3, 4].map(() => ask(agent, phone.local, bundles.small)));
    const opened = rounds.filter((r) => r.status === 201).map((r) => r.body.request.id as string);
    await confirmAll(agent, opened, phone.e164);
    const after = await ask(agent, phone.local, bundles.small).expect(403);
    expect(after.body.message).toBe(LIMIT_MESSAGE);
    const made = await debits(user.id);
    expect(made).toHaveLength(3);
    expect(made.reduce((sum, d) => sum + d.amount, 0)).toBeLessThanOrEqual(15_000);
  });

  /** One direct debit by the form, confirmed: its mandate is stored for repeat orders. */
  const debitOnce = async (agent: Agent, userId: number) => {
    const phone = newPhone();
    const asked = await ask(agent, phone.local, bundles.small).expect(201);
    const [code] = await codes(phone.e164);
    await confirm(agent, asked.body.request.id, code!).expect(200);
    const mandates = (await t.db.query(`SELECT payment_method FROM payment_mandates WHERE account_id = $1`, [
      userId,
    ])) as unknown[];
    expect(mandates).toEqual([{ payment_method: 'sdd' }]);
  };
  let keys = 0;
  const repeatOrder = (agent: Agent, clientId = `repeat-${++keys}`) =>
    agent.post('/api/repeat-order.php').set('X-Request-Type', 'client').send({ client_id: clientId });

  it('keeps repeat orders on the stored mandate to 3 debits, however many are sent at once', async () => {
    const { agent, user } = await signUp(t);
    await debitOnce(agent, user.id);
    // Five purchases (five keys) at once: each is a debit of its own until the limit.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => repeatOrder(agent)));
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused.map((answer) => answer.body)).toEqual(
      Array(3).fill({ error: 'direct_debit_limit_reached', message: LIMIT_MESSAGE }),
    );
    expect(answers.filter((answer) => answer.status !== 403).every((answer) => answer.status === 201)).toBe(
      true,
    );
    expect(await debits(user.id)).toHaveLength(3);
  });

  it('debits once when one repeat order on the stored mandate is sent 10 times at once, and answers its retry', async () => {
    const { agent, user } = await signUp(t);
    await debitOnce(agent, user.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => repeatOrder(agent, 'one-purchase')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(9).fill(200), 201]);
    const placed = answers.find((answer) => answer.status === 201)!.body.order;
    expect(placed).toMatchObject({ payment_method: 'sdd', credits: 10 });
    expect(answers.every((answer) => answer.body.order.id === placed.id)).toBe(true);
    expect(await debits(user.id)).toHaveLength(2); // the form's debit and this one
    // A retry once the limits are nearly used up still answers the order, not the limit.
    await repeatOrder(agent).expect(201);
    const retried = await repeatOrder(agent, 'one-purchase').expect(200);
    expect(retried.body.order.id).toBe(placed.id);
    await repeatOrder(agent).expect(403);
    expect((await repeatOrder(agent, 'one-purchase').expect(200)).body.order.id).toBe(placed.id);
    expect(await debits(user.id)).toHaveLength(3);
  });

  it('refuses a repeat order on the stored mandate once direct debits are blocked (a returned debit)', async () => {
    const { agent, user } = await signUp(t);
    await debitOnce(agent, user.id);
    await t.db.query(
      `INSERT INTO direct_debit_blocks (account_id, reason, created_at) VALUES ($1, 'returned_debit', now())`,
      [user.id],
    );
    const refused = await repeatOrder(agent).expect(403);
    expect(refused.body).toEqual({
      error: 'direct_debit_blocked',
      message: 'Your account is blocked for direct debit payments.',
    });
    expect(await debits(user.id)).toHaveLength(1);
  });

  it('erases a request that expired unconfirmed (scheduled job), which no longer counts', async () => {
    const { agent, user } = await signUp(t);
    const phone = newPhone();
    const first = await ask(agent, phone.local, bundles.mid).expect(201);
    t.clock.advance(11 * 60 * 1000); // the code expired unconfirmed
    const [oldCode] = await codes(phone.e164);
    await confirm(agent, first.body.request.id, oldCode!).expect(404);
    await t.app.get(DirectDebitErasure).run();
    const [lapsed] = (await t.db.query(
      `SELECT account_holder, iban, street, house_number, zip, city, phone, erased_at FROM direct_debit_requests WHERE id = $1`,
      [first.body.request.id],
    )) as [Record<string, unknown>];
    expect(lapsed).toMatchObject({
      account_holder: '',
      iban: '',
      street: '',
      house_number: '',
      zip: '',
      city: '',
      phone: '',
    });
    expect(lapsed.erased_at).not.toBeNull();
    expect(await codes(phone.e164)).toEqual([]); // the texts to that phone went too

    const second = await ask(agent, phone.local, bundles.mid).expect(201);
    const [code] = await codes(phone.e164);
    await confirm(agent, second.body.request.id, code!).expect(200);
    expect(await debits(user.id)).toHaveLength(1);
  });

  it('erases a request voided after 5 wrong codes at once, and stores only a keyed hash of the code', async () => {
    const { agent } = await signUp(t);
    const phone = newPhone();
    const asked = await ask(agent, phone.local, bundles.small).expect(201);
    const [code] = await codes(phone.e164);
    const [stored] = (await t.db.query(`SELECT code_hash FROM direct_debit_requests WHERE id = $1`, [
      asked.body.request.id,
    ])) as [{ code_hash: string }];
    expect(stored.code_hash).not.toContain(code!);
    expect(stored.code_hash).not.toBe(createHash('sha256').update(code!).digest('hex'));

    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await confirm(agent, asked.body.request.id, wrong).expect(400);
    const [voided] = (await t.db.query(
      `SELECT status, account_holder, iban, street, house_number, zip, city, phone FROM direct_debit_requests WHERE id = $1`,
      [asked.body.request.id],
    )) as [Record<string, unknown>];
    expect(voided).toEqual({
      status: 'voided',
      account_holder: '',
      iban: '',
      street: '',
      house_number: '',
      zip: '',
      city: '',
      phone: '',
    });
    expect(await codes(phone.e164)).toEqual([]);
    await confirm(agent, asked.body.request.id, code!).expect(404);
  });
});
