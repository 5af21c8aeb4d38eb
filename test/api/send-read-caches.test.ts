import { Client } from 'pg';
import { QueryBus } from '@nestjs/cqrs';
import { BlockRelationsCache } from '../../server/src/profiles/database/block-relations.cache';
import { ConversationsRepository } from '../../server/src/messaging/database/conversations.repository';
import { RealtimeDelivery } from '../../server/src/messaging/realtime/realtime-delivery';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { PushSubscriptionsRepository } from '../../server/src/notifications/push/database/push-subscriptions.repository';
import { GetNotificationPreferencesQuery } from '../../server/src/notifications/notifications.contracts';
import { RowChangeFeed } from '../../server/src/shared/database/row-change-feed';
import { chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The reads each message made by key, now kept per instance (issue 12, bench): who blocked whom (the
 * send's check), whether the recipient has a push device on, and their mail switches (the after-answer
 * pre-checks). Each is dropped on PostgreSQL's row-change notice; "elsewhere" is a plain connection of
 * the test (another instance, an operator), which the app's own writers know nothing of.
 */
describe('the per-instance caches of what a send reads', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let elsewhere: Client;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 1 });
    m = chatMembers(t);
    elsewhere = new Client({ connectionString: t.database.url });
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere?.end();
    await t?.close();
  });

  /** Writes without the triggers, so no notice goes out: what the app does then shows what it kept. */
  async function writeSilently(sql: string, values: unknown[]): Promise<void> {
    await elsewhere.query('BEGIN');
    await elsewhere.query('SET LOCAL session_replication_role = replica');
    await elsewhere.query(sql, values);
    await elsewhere.query('COMMIT');
  }

  const pair = async () => {
    const anna = await m.member({}, { premium: true, credits: 20 });
    const ben = await m.member({ gender: 'male', seeking: 'female' }, { premium: true, credits: 20 });
    await t.app.get(RowChangeFeed).settle();
    return { anna, ben };
  };

  it('a block made elsewhere stops the next send once its notice arrives', async () => {
    const { anna, ben } = await pair();
    await m.send(anna, ben, 'First one').expect(201);

    // Kept: a block written without a notice does not stop the send (the cache answered)...
    await writeSilently(
      `INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`,
      [ben.id, anna.id],
    );
    await m.send(anna, ben, 'Second one').expect(201);
    await writeSilently(`DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
      ben.id,
      anna.id,
    ]);

    // ...and one written with its notice (another instance, an operator) does, for both members.
    await elsewhere.query(
      `INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now())`,
      [ben.id, anna.id],
    );
    await eventually(
      async () => (await m.send(anna, ben, 'Third one')).status,
      (status) => status === 403,
    );
    expect((await m.send(ben, anna, 'Blocked her')).status).toBe(403);

    // Lifted elsewhere: both may write again.
    await elsewhere.query(`DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
      ben.id,
      anna.id,
    ]);
    await eventually(
      async () => (await m.send(anna, ben, 'Fourth one')).status,
      (status) => status === 201,
    );
    await m.send(ben, anna, 'Unblocked').expect(201);
  });

  it("a block through the app is seen at once by this instance's next send, either way", async () => {
    const { anna, ben } = await pair();
    await m.send(anna, ben, 'Hello Ben').expect(201);
    await m.send(ben, anna, 'Hello Anna').expect(201);
    // The notices are held back: only the writer's own `writing` can make this instance read afresh.
    const held = jest.spyOn(t.app.get(BlockRelationsCache), 'changed').mockImplementation(() => undefined);
    try {
      await m.write(ben.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
      expect((await m.send(anna, ben, 'Still there?')).body).toMatchObject({ error: 'blocked' });
      expect((await m.send(ben, anna, 'Bye')).body).toMatchObject({ error: 'blocked' });
      await m.write(ben.agent, 'delete', '/api/block.php', { id: anna.id }).expect(200);
      await m.send(anna, ben, 'Back again').expect(201);
    } finally {
      held.mockRestore();
    }
  });

  it('a push device switched on elsewhere is seen once its notice arrives', async () => {
    const { anna } = await pair();
    const pushes = t.app.get(PushSubscriptionsRepository);
    expect(await pushes.hasTargets(anna.id)).toBe(false);
    const device = [anna.id, `https://push.example/${anna.id}`];
    await writeSilently(
      `INSERT INTO push_subscriptions (account_id, site_id, endpoint, p256dh, auth, label, enabled, created_at, updated_at)
       SELECT $1, site_id, $2, 'k', 'a', 'Test', true, now(), now() FROM accounts WHERE id = $1`,
      device,
    );
    expect(await pushes.hasTargets(anna.id)).toBe(false);

    await elsewhere.query(`UPDATE push_subscriptions SET enabled = true WHERE account_id = $1`, [anna.id]);
    await eventually(
      () => pushes.hasTargets(anna.id),
      (any) => any,
    );
    // Moved to another member (the same browser, another login): the first member hears of it too.
    const other = await m.member();
    await elsewhere.query(`UPDATE push_subscriptions SET account_id = $2 WHERE account_id = $1`, [
      anna.id,
      other.id,
    ]);
    await eventually(
      () => pushes.hasTargets(anna.id),
      (any) => !any,
    );
    expect(await pushes.hasTargets(other.id)).toBe(true);
  });

  it("the mail pre-check's cached switches follow a change made elsewhere; the fresh read never lags", async () => {
    const { anna } = await pair();
    const queryBus = t.app.get(QueryBus);
    const switches = async (cached: boolean) =>
      (await queryBus.execute(new GetNotificationPreferencesQuery(anna.id, cached)))!.email.new_messages;
    expect(await switches(true)).toBe(true);

    await writeSilently(
      `INSERT INTO notification_preferences (account_id, new_messages, updated_at) VALUES ($1, false, now())`,
      [anna.id],
    );
    expect(await switches(true)).toBe(true);
    expect(await switches(false)).toBe(false);

    await elsewhere.query(`UPDATE notification_preferences SET new_messages = false WHERE account_id = $1`, [
      anna.id,
    ]);
    await eventually(
      () => switches(true),
      (on) => !on,
    );

    // The member's own change through the app shows at once.
    await anna.agent
      .put('/api/notifications.php')
      .set('X-Request-Type', 'client')
      .send({ email: { new_messages: true } })
      .expect(200);
    expect(await switches(false)).toBe(true);
    expect(await switches(true)).toBe(true);
  });

  it('the writer pushes the message it stored to both members without reading it back', async () => {
    const { anna, ben } = await pair();
    await m.send(anna, ben, 'Warming up').expect(201);
    await t.app.get(Outbox).settled();
    const reads = jest.spyOn(t.app.get(ConversationsRepository), 'messageForEach');
    const pushes = jest.spyOn(t.app.get(RealtimeDelivery), 'toMember');
    try {
      const sent = await m.send(anna, ben, 'Pushed as stored').expect(201);
      await t.app.get(Outbox).settled();
      const pushed = pushes.mock.calls.filter(([, , event]) => event === 'message');
      expect(pushed.map(([, memberId, , payload]) => [memberId, payload])).toEqual(
        expect.arrayContaining([
          [anna.id, { conversation_id: sent.body.conversation.id, message: sent.body.message }],
          [
            ben.id,
            {
              conversation_id: sent.body.conversation.id,
              message: { ...sent.body.message, client_id: null, mine: false, status: 'delivered' },
            },
          ],
        ]),
      );
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      pushes.mockRestore();
    }
  });
});
