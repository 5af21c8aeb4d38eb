import { AccountErased } from '../../server/src/identity/identity.contracts';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { eventually } from './helpers/eventually';
import { addDutchBundle, createBillingApp, sandboxWebhook } from './helpers/billing';
import type { BundleFixture, SiteFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import type { TestApp } from './helpers/test-app';
import { DIRECT_DEBIT_FORM } from './helpers/direct-debit-form';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const FORM = DIRECT_DEBIT_FORM;

describe('direct debit', () => {
  let t: TestApp;
  let bundles: BundleFixture;

  beforeAll(async () => {
    let site: SiteFixture;
    ({ t, site, bundles } = await createBillingApp(['NL', 'DE', 'GB']));
    // a bigger bundle to reach the amount limit
    bundles = { ...bundles, big: await addDutchBundle(t, site.id, 200, 14000) } as BundleFixture & {
      big: number;
    };
  });
  afterAll(() => t.close());

  const post = (agent: Agent, path: string, body: object) =>
    agent.post(path).set('X-Request-Type', 'client').send(body);
  const lastCode = async (phone: string) => {
    const [row] = (await t.db.query(`SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1`, [
      phone,
    ])) as [{ text: string }];
    return /(\d{6})/.exec(row.text)![1]!;
  };
  const credits = async (agent: Agent) => (await agent.get('/api/user.php')).body.user.credits as number;

  it('validates the form: IBAN checked, authorisation required, nothing stored or sent', async () => {
    const { agent, user } = await signUp(t);
    const bad = await post(agent, '/api/directdebit.php', {
      ...FORM,
      bundle_id: bundles.small,
      iban: 'NL91ABNA0417164301',
      authorization: false,
    }).expect(400);
    expect(bad.body.fields).toEqual({
      iban: 'This IBAN is not valid. Please check it.',
      authorization: 'Please allow the one-time direct debit.',
    });
    const checked = await post(agent, '/api/directdebit.php?validate=1', FORM).expect(201);
    expect(checked.body).toEqual({ ok: true, suggestions: {} });
    const typo = await post(agent, '/api/directdebit.php?validate=1', { ...FORM, city: 'Amsterdm' }).expect(
      201,
    );
    expect(typo.body.suggestions).toEqual({ city: 'Amsterdam' });
    const [row] = (await t.db.query(
      `SELECT count(*)::int AS n FROM direct_debit_requests WHERE account_id = $1`,
      [user.id],
    )) as [{ n: number }];
    expect(row.n).toBe(0);
  });

  it('sends an SMS code; a wrong code is "Code invalid", the right one buys the bundle', async () => {
    const { agent, user } = await signUp(t);
    const asked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.popular }).expect(
      201,
    );
    expect(asked.body.request).toMatchObject({
      phone: '+31•••••678',
      iban: 'NL•• •••• 4300',
      amount: 1999,
      currency: 'EUR',
      credits: 25,
    });
    const code = await lastCode('+31612345678');
    const wrong = await post(agent, '/api/directdebit-confirm.php', {
      id: asked.body.request.id,
      code: code === '000000' ? '111111' : '000000',
    }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'code_invalid', message: 'Code invalid' });

    const { agent: other } = await signUp(t);
    await post(other, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(404);

    const confirmed = await post(agent, '/api/directdebit-confirm.php', {
      id: asked.body.request.id,
      code,
    }).expect(200);
    expect(confirmed.body.order).toMatchObject({ payment_method: 'sdd', status: 'completed', credits: 25 });
    expect(await credits(agent)).toBe(25);
    const [stored] = (await t.db.query(`SELECT iban, status FROM direct_debit_requests WHERE id = $1`, [
      asked.body.request.id,
    ])) as [{ iban: string; status: string }];
    expect(stored).toEqual({ iban: 'NL•• •••• 4300', status: 'confirmed' }); // the full IBAN is gone
    await post(agent, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(404); // used
    expect(user.id).toBeGreaterThan(0);
  });

  it('voids the request after 5 wrong codes', async () => {
    const { agent } = await signUp(t);
    const asked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
      201,
    );
    const code = await lastCode('+31612345678');
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      await post(agent, '/api/directdebit-confirm.php', {
        id: asked.body.request.id,
        code: wrongCode,
      }).expect(400);
    }
    await post(agent, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(404);
    expect(await credits(agent)).toBe(0);
  });

  it('stops at the limit per account and blocks an account whose debit came back', async () => {
    const { agent, user } = await signUp(t);
    const buy = async (bundleId: number) => {
      const asked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundleId }).expect(201);
      const code = await lastCode('+31612345678');
      return post(agent, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(200);
    };
    await buy((bundles as BundleFixture & { big: number }).big); // €140
    const limit = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.popular }).expect(
      403,
    );
    expect(limit.body.message).toBe(
      'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
    );
    const cheap = await buy(bundles.small); // €9.99 still fits under €150 (€149.99)
    expect(cheap.body.order.status).toBe('completed');

    // the bank returns the first debit: the provider reports it failed
    const [first] = (await t.db.query(
      `SELECT provider_payment_id FROM orders WHERE account_id = $1 AND payment_method = 'sdd' ORDER BY created_at LIMIT 1`,
      [user.id],
    )) as [{ provider_payment_id: string }];
    await t.db.query(`UPDATE orders SET status = 'pending' WHERE provider_payment_id = $1`, [
      first.provider_payment_id,
    ]);
    await t.db.query(`UPDATE sandbox_payments SET status = 'failed' WHERE id = $1`, [
      first.provider_payment_id,
    ]);
    await sandboxWebhook(t, first.provider_payment_id).expect(200);
    const blocked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
      403,
    );
    expect(blocked.body).toEqual({
      error: 'direct_debit_blocked',
      message: 'Your account is blocked for direct debit payments.',
    });
  });

  it('suggests the city while other fields are still empty, and counts only good requests against the SMS limit', async () => {
    const { agent } = await signUp(t);
    const early = await post(agent, '/api/directdebit.php?validate=1', {
      city: 'Amsterdm',
      iban: 'NL91ABNA0417164300',
    }).expect(400);
    expect(early.body.suggestions).toEqual({ city: 'Amsterdam' });
    expect(early.body.fields.phone).toBeTruthy();
    expect(early.body.fields.city).toBeUndefined();
    for (let i = 0; i < 6; i++) {
      await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small, iban: 'nope' }).expect(
        400,
      );
    }
    await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(201);
  });

  it('is not offered where direct debit is not (a GB member)', async () => {
    const { agent } = await signUp(t, { country: 'GB', city: 'London' });
    const refused = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
      400,
    );
    expect(refused.body.error).toBe('payment_method_unavailable');
  });

  it('forgets the direct debit details and texts of an erased account, keeping its orders', async () => {
    const { agent, user } = await signUp(t, { name: 'Erna' });
    const asked = await post(agent, '/api/directdebit.php', {
      ...FORM,
      bundle_id: bundles.small,
      phone: '06 9999 0001',
    }).expect(201);
    const code = await lastCode('+31699990001');
    await post(agent, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(200);

    const outbox = t.app.get(Outbox);
    await t.db.transaction((manager) => outbox.add(manager, new AccountErased(user.id, t.clock.now())));
    await outbox.flush();
    const [details] = await eventually(
      async () =>
        (await t.db.query(
          `SELECT account_holder, street, phone, iban FROM direct_debit_requests WHERE id = $1`,
          [asked.body.request.id],
        )) as { account_holder: string; street: string; phone: string; iban: string }[],
      (rows) => rows[0]?.account_holder === '',
    );
    expect(details).toEqual({ account_holder: '', street: '', phone: '', iban: '' });
    const texts = (await t.db.query(`SELECT id FROM sms_outbox WHERE phone = '+31699990001'`)) as unknown[];
    expect(texts).toEqual([]);
    const orders = (await t.db.query(`SELECT status FROM orders WHERE account_id = $1`, [
      user.id,
    ])) as unknown[];
    expect(orders).toEqual([{ status: 'completed' }]);
  });
});
