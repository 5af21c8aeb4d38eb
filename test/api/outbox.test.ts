import request from 'supertest';
import { GrantSignupCredits } from '../../server/src/billing/events/grant-signup-credits.handler';
import { EraseExpiredAccountsProcessor } from '../../server/src/identity/jobs/erase-expired-accounts';
import { AccountTokenStore } from '../../server/src/identity/database/account-token-store';
import {
  EnableProfileOnActivation,
  EraseProfileOnErasure,
} from '../../server/src/profiles/events/profile-account-events.handler';
import { FORGET_BATCH, Outbox } from '../../server/src/shared/outbox/outbox';
import { chatMembers } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const SIGNUP_CREDITS = 4;
const DAY = 24 * 60 * 60 * 1000;

/**
 * DESIGN.md §2: an event another module acts on is never lost. Failures are injected where a crash or
 * a bug would hit: between the commit and the relay, and inside a handler.
 */
describe('shared outbox', () => {
  let t: TestApp;
  let outbox: Outbox;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: SIGNUP_CREDITS, message_credits: 1 });
    outbox = t.app.get(Outbox);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const count = async (sql: string, id: number) => ((await t.db.query(sql, [id])) as [{ n: number }])[0].n;
  const signupEntries = (id: number) =>
    count(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'signup_bonus'`, id);
  const profiles = (id: number) => count(`SELECT count(*)::int AS n FROM profiles WHERE id = $1`, id);
  const enabledProfiles = (id: number) =>
    count(`SELECT count(*)::int AS n FROM profiles WHERE id = $1 AND status = 'enabled'`, id);
  const health = async () => (await request(t.http).get('/api/health').expect(200)).body.outbox;

  async function activate(accountId: number): Promise<void> {
    const token = await t.app.get(AccountTokenStore).issue(accountId, 'activation');
    await request(t.http).get(`/api/activate.php?token=${token}`).expect('Location', '/activate/done');
  }

  async function deleteAndExpire(agent: ReturnType<typeof request.agent>): Promise<void> {
    await agent
      .post('/api/delete-account.php')
      .set('X-Request-Type', 'client')
      .send({ reason: 'time' })
      .expect(200);
    t.clock.advance(15 * DAY);
  }

  /** Two instances sweeping at once, twice: still one effect per event and handler. */
  async function sweepTwiceInParallel(): Promise<void> {
    await Promise.all([outbox.sweep(), outbox.sweep()]);
    await Promise.all([outbox.sweep(), outbox.sweep()]);
  }

  it('relays what a crash between commit and publication left behind: credits, activation, erasure once', async () => {
    // The process "dies" after each commit: the relay right after it never runs.
    const relayAfterCommit = jest.spyOn(outbox, 'flush').mockResolvedValue(0);

    const { agent, user } = await signUp(t);
    expect(await profiles(user.id)).toBe(0);
    expect(await signupEntries(user.id)).toBe(0);
    expect((await health()).pending).toBeGreaterThanOrEqual(2);
    await sweepTwiceInParallel();
    expect(await profiles(user.id)).toBe(1);
    expect(await signupEntries(user.id)).toBe(1);
    expect((await agent.get('/api/user.php').expect(200)).body.user.credits).toBe(SIGNUP_CREDITS);

    await activate(user.id);
    expect(await enabledProfiles(user.id)).toBe(0);
    await sweepTwiceInParallel();
    expect(await enabledProfiles(user.id)).toBe(1);

    await deleteAndExpire(agent);
    const { erased } = await t.app.get(EraseExpiredAccountsProcessor).run();
    expect(erased).toContain(user.id);
    expect(await profiles(user.id)).toBe(1);
    await sweepTwiceInParallel();
    expect(await profiles(user.id)).toBe(0);

    expect(relayAfterCommit).toHaveBeenCalled();
    expect(await signupEntries(user.id)).toBe(1);
    expect((await health()).pending).toBe(0);
  });

  describe('after-answer deliveries (a message: socket push, mail, web push)', () => {
    const m = () => chatMembers(t);
    const deliveriesOf = (messageId: number) =>
      t.db.query(
        `SELECT d.handler, d.delivered_at IS NOT NULL AS delivered, d.attempts
           FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
          WHERE o.event = 'MessageSent' AND (o.payload->>'messageId')::int = $1 ORDER BY d.handler`,
        [messageId],
      ) as Promise<{ handler: string; delivered: boolean; attempts: number }[]>;
    const mailItems = (memberId: number, messageId: number) =>
      count(
        `SELECT count(*)::int AS n FROM notification_mail_items WHERE member_id = $1 AND ref = ${messageId}`,
        memberId,
      );
    const sendMessage = async () => {
      const chat = m();
      const anna = await chat.member({ name: 'Anna' }, { credits: 5 });
      const ben = await chat.member({ name: 'Ben', gender: 'male', seeking: 'female' });
      const { body } = await chat.send(anna, ben).expect(201);
      return { ben, messageId: (body as { message: { id: number } }).message.id };
    };
    const HANDLERS = ['MailAboutMessage', 'PushMessageSent', 'QueueMessagePush'];

    it('run right after the answer and are marked done together', async () => {
      const { ben, messageId } = await sendMessage();
      await outbox.settled();
      expect(await deliveriesOf(messageId)).toEqual(
        HANDLERS.map((handler) => ({ handler, delivered: true, attempts: 1 })),
      );
      expect(await mailItems(ben.id, messageId)).toBe(1);
    });

    it('are left to the sweep once their lease is over when the writer dies before running them', async () => {
      const dies = jest
        .spyOn(outbox as unknown as { deliverAfterAnswer: () => Promise<boolean> }, 'deliverAfterAnswer')
        .mockResolvedValue(false);
      const { ben, messageId } = await sendMessage();
      await outbox.settled();
      dies.mockRestore();
      expect((await deliveriesOf(messageId)).map((row) => row.delivered)).toEqual([false, false, false]);
      await sweepTwiceInParallel(); // the writer's lease holds them
      expect(await mailItems(ben.id, messageId)).toBe(0);
      t.clock.advance(61_000);
      await sweepTwiceInParallel();
      expect((await deliveriesOf(messageId)).map((row) => row.delivered)).toEqual([true, true, true]);
      expect(await mailItems(ben.id, messageId)).toBe(1);
    });

    it('run again without a second effect when the writer dies before its mark is written', async () => {
      const marksLost = jest
        .spyOn(outbox as unknown as { markDelivered: () => Promise<void> }, 'markDelivered')
        .mockRejectedValue(new Error('injected: the process died'));
      const { ben, messageId } = await sendMessage();
      await outbox.settled();
      marksLost.mockRestore();
      expect((await deliveriesOf(messageId)).map((row) => row.delivered)).toEqual([false, false, false]);
      expect(await mailItems(ben.id, messageId)).toBe(1);
      t.clock.advance(61_000);
      await sweepTwiceInParallel();
      expect((await deliveriesOf(messageId)).map((row) => row.delivered)).toEqual([true, true, true]);
      expect(await mailItems(ben.id, messageId)).toBe(1);
      expect(await health()).toMatchObject({ pending: 0 });
    });
  });

  it('retries a failing handler with backoff until it succeeds, without repeating the others', async () => {
    const failOnce = <T extends object>(type: { prototype: T }, method: keyof T & string) => {
      const real = (type.prototype as Record<string, (...args: unknown[]) => Promise<void>>)[method]!;
      return jest
        .spyOn(type.prototype as Record<string, (...args: unknown[]) => Promise<void>>, method)
        .mockImplementationOnce(() => Promise.reject(new Error('injected failure')))
        .mockImplementation(function (this: unknown, ...args: unknown[]) {
          return real.apply(this, args);
        });
    };

    const grant = failOnce(GrantSignupCredits, 'handle');
    const { agent, user } = await signUp(t);
    // The profile (another handler of the same event) is there; the credits wait for the retry.
    expect(await profiles(user.id)).toBe(1);
    expect(await signupEntries(user.id)).toBe(0);
    expect(await health()).toMatchObject({ status: 'up', failing: 1 });
    await sweepTwiceInParallel(); // not due yet: the backoff holds it
    expect(await signupEntries(user.id)).toBe(0);
    t.clock.advance(6_000);
    await sweepTwiceInParallel();
    expect(await signupEntries(user.id)).toBe(1);
    expect(grant).toHaveBeenCalledTimes(2);
    expect(await profiles(user.id)).toBe(1);

    const enable = failOnce(EnableProfileOnActivation, 'handle');
    await activate(user.id);
    expect(await enabledProfiles(user.id)).toBe(0);
    t.clock.advance(6_000);
    await sweepTwiceInParallel();
    expect(await enabledProfiles(user.id)).toBe(1);
    expect(enable).toHaveBeenCalledTimes(2);

    const erase = failOnce(EraseProfileOnErasure, 'handle');
    await deleteAndExpire(agent);
    await t.app.get(EraseExpiredAccountsProcessor).run();
    expect(await profiles(user.id)).toBe(1);
    t.clock.advance(6_000);
    await sweepTwiceInParallel();
    expect(await profiles(user.id)).toBe(0);
    expect(erase).toHaveBeenCalledTimes(2);

    expect(await signupEntries(user.id)).toBe(1);
    expect(await health()).toMatchObject({ pending: 0, failing: 0, stuck: 0 });
  });

  it('forgets delivered events after a month, a batch at a time, from instances at once, keeping the undelivered and the recent', async () => {
    const old = FORGET_BATCH * 2 + 1; // three statements: two full batches and one
    const publishedAgo = (days: number) => `now() - make_interval(days => ${days})`;
    await t.db.query(
      `INSERT INTO outbox (event, payload, created_at, published_at)
       SELECT 'ForgetMe', '{}', ${publishedAgo(31)}, ${publishedAgo(31)} FROM generate_series(1, $1)`,
      [old],
    );
    const insertOne = async (event: string, days: number) =>
      (
        (await t.db.query(
          `INSERT INTO outbox (event, payload, created_at, published_at)
         VALUES ($1, '{}', ${publishedAgo(days)}, ${publishedAgo(days)}) RETURNING id`,
          [event],
        )) as [{ id: string }]
      )[0].id;
    const undelivered = await insertOne('KeepUndelivered', 31);
    // Its delivery is due later, so this sweep's relay leaves it alone.
    await t.db.query(
      `INSERT INTO outbox_deliveries (event_id, handler, next_attempt_at) VALUES ($1, 'SomeHandler', now() + interval '1 hour')`,
      [undelivered],
    );
    await insertOne('KeepRecent', 29);
    const left = async () =>
      (await t.db.query(
        `SELECT event, count(*)::int AS n FROM outbox WHERE event IN ('ForgetMe', 'KeepUndelivered', 'KeepRecent')
          GROUP BY event ORDER BY event`,
      )) as { event: string; n: number }[];
    expect(await left()).toEqual([
      { event: 'ForgetMe', n: old },
      { event: 'KeepRecent', n: 1 },
      { event: 'KeepUndelivered', n: 1 },
    ]);

    // Two instances sweeping at once take different batches (SKIP LOCKED) and leave nothing due behind.
    await Promise.all([outbox.sweep(), outbox.sweep()]);
    expect(await left()).toEqual([
      { event: 'KeepRecent', n: 1 },
      { event: 'KeepUndelivered', n: 1 },
    ]);
    await t.db.query(`DELETE FROM outbox WHERE id = $1`, [undelivered]);
  });
});
