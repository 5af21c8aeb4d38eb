import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { SpendCreditsHandler } from '../../server/src/billing/commands/spend-credits.handler';
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger } from '../../server/src/billing/ledger/verify-ledger';
import { MarkDeliveredCommand } from '../../server/src/messaging/commands/mark-delivered/mark-delivered.command';
import { MessageSent } from '../../server/src/messaging/messaging.contracts';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { MessageAbuseLimits } from '../../server/src/messaging/commands/send-message/abuse-limits';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { saveLanguage } from './helpers/members';

/** Issue 12 §2: a message is stored if and only if its credits were spent, exactly once. */
describe('sending messages', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 2 });
    m = chatMembers(t);
    // The concurrency tests fire far more than a person types: the per-minute limit is tested on its own.
    t.app.get(MessageAbuseLimits).perMinute = { ...t.app.get(MessageAbuseLimits).perMinute, max: 1000 };
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  const messagesOf = (member: ChatMember) =>
    m.count(`SELECT count(*)::int AS n FROM messages WHERE sender_id = $1 AND state = 'sent'`, [member.id]);
  const spendsOf = (member: ChatMember) =>
    m.count(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND amount < 0`, [member.id]);
  const sentEvents = (member: ChatMember) =>
    m.count(
      `SELECT count(*)::int AS n FROM outbox WHERE event = 'MessageSent' AND (payload->>'senderId')::int = $1`,
      [member.id],
    );

  it('stores a text, charges message_credits once, answers 201 with the message and the balance', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 10 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const clientId = randomUUID();

    const first = await m.send(anna, ben, 'Hi Ben!', clientId).expect(201);
    expect(first.body).toEqual({
      message: {
        id: expect.any(Number),
        client_id: clientId,
        kind: 'text',
        text: 'Hi Ben!',
        photo: null,
        gift: null,
        at: '2026-11-21T12:00:00.000Z',
        mine: true,
        status: 'sent',
      },
      conversation: { id: expect.any(Number) },
      credits: 8,
    });

    // The same client_id again (a retry): the same message, 200, no second charge.
    const again = await m.send(anna, ben, 'Hi Ben!', clientId).expect(200);
    expect(again.body).toEqual({ ...first.body, credits: 8 });
    expect(await m.balance(anna)).toBe(8);
    expect(await messagesOf(anna)).toBe(1);
    expect(await sentEvents(anna)).toBe(1);
    const [entry] = (await t.db.query(
      `SELECT kind, amount, reference, idempotency_key FROM credit_ledger WHERE account_id = $1 AND amount < 0`,
      [anna.id],
    )) as [Record<string, unknown>];
    const key = `message:${first.body.message.id}`;
    expect(entry).toEqual({ kind: 'spend_message', amount: -2, reference: key, idempotency_key: key });

    // The reply goes into the same conversation, by conversation id.
    await m.grant(ben.id, 2);
    const reply = await m
      .write(ben.agent, 'post', '/api/messages.php', {
        conversation_id: first.body.conversation.id,
        client_id: randomUUID(),
        text: 'Hi Anna',
      })
      .expect(201);
    expect(reply.body.conversation).toEqual(first.body.conversation);
    expect(reply.body.credits).toBe(0);
  });

  it('answers 402 with the recipient named when the credits do not cover it, and stores nothing visible', async () => {
    const anna = await m.member({}, { credits: 1 });
    const ben = await m.member({ name: 'Bert', gender: 'male' });
    const clientId = randomUUID();
    const refused = await m.send(anna, ben, 'Hello', clientId).expect(402);
    expect(refused.body).toEqual({
      error: 'insufficient_credits',
      message: 'You do not have enough credits to send this message to Bert.',
    });
    await saveLanguage(anna.agent, 'nl');
    const nl = await m.send(anna, ben, 'Hallo', randomUUID()).expect(402);
    await saveLanguage(anna.agent, 'en');
    expect(nl.body.message).toBe('Je hebt niet genoeg credits om dit bericht naar Bert te sturen.');
    expect(await messagesOf(anna)).toBe(0);
    expect(await m.balance(anna)).toBe(1);
    expect((await ben.agent.get('/api/chats.php').expect(200)).body.chats).toEqual([]);

    // Credits bought, the same send again completes it: one message, one charge.
    await m.grant(anna.id, 5);
    const sent = await m.send(anna, ben, 'Hello', clientId).expect(201);
    expect(sent.body.credits).toBe(4);
    expect(await messagesOf(anna)).toBe(1);
    expect(await spendsOf(anna)).toBe(1);
  });

  it('stores exactly 20 of 100 concurrent sends against a balance of 20 message costs, leaving 0 credits', async () => {
    const anna = await m.member({}, { credits: 40 });
    const ben = await m.member({ gender: 'male' });
    await m.send(anna, ben, 'first').expect(201); // the conversation exists; the rest are 100 at once
    await m.grant(anna.id, 2);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => m.send(anna, ben, `message ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 402)).toHaveLength(80);
    expect(await m.balance(anna)).toBe(0);
    expect(await messagesOf(anna)).toBe(21);
    expect(await spendsOf(anna)).toBe(21);
    expect(await sentEvents(anna)).toBe(21);
    const [ledger] = (await t.db.query(`SELECT balance FROM credit_balances WHERE account_id = $1`, [
      anna.id,
    ])) as [{ balance: number }];
    expect(ledger.balance).toBe(0);
  });

  it('a failure after the spend rolls the message and its charge back; the retry stores it and charges once', async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    const clientId = randomUUID();
    // The step after the spend (writing MessageSent) fails, as if the server died there.
    const outbox = t.app.get(Outbox);
    const add = outbox.add.bind(outbox);
    jest.spyOn(outbox, 'add').mockImplementation(async (manager, event) => {
      if (event instanceof MessageSent) throw new Error('server died');
      return add(manager, event);
    });

    await m.send(anna, ben, 'Are you there?', clientId).expect(500);
    expect(await m.balance(anna)).toBe(10); // not spent
    expect(await spendsOf(anna)).toBe(0);
    expect(await messagesOf(anna)).toBe(0); // not stored
    expect((await ben.agent.get('/api/chats.php').expect(200)).body.chats).toEqual([]);
    jest.restoreAllMocks();

    const retried = await m.send(anna, ben, 'Are you there?', clientId).expect(201);
    expect(retried.body.credits).toBe(8);
    expect(await messagesOf(anna)).toBe(1);
    expect(await spendsOf(anna)).toBe(1);
    expect(await sentEvents(anna)).toBe(1);
    const chats = (await ben.agent.get('/api/chats.php').expect(200)).body;
    expect(chats.chats[0].last_message.text).toBe('Are you there?');
  });

  it('a reply is stored, paid and announced by one statement: a failure after its spend leaves nothing', async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    await m.send(anna, ben, 'first').expect(201); // the conversation counts: the next send is one statement
    expect((await anna.agent.get('/api/user.php').expect(200)).body.user.credits).toBe(8);
    const clientId = randomUUID();
    // The statement's last step (MessageSent's deliveries) fails after its spend: a handler name too long.
    const outbox = t.app.get(Outbox);
    const statementEvent = outbox.statementEvent.bind(outbox);
    jest.spyOn(outbox, 'statementEvent').mockImplementation((name) => {
      const event = statementEvent(name);
      return { ...event, parameters: [['x'.repeat(101)], ...event.parameters.slice(1)] };
    });

    await m.send(anna, ben, 'Are you there?', clientId).expect(500);
    expect(await m.balance(anna)).toBe(8);
    expect(await spendsOf(anna)).toBe(1);
    expect(await messagesOf(anna)).toBe(1);
    expect(await sentEvents(anna)).toBe(1);
    jest.restoreAllMocks();

    const retried = await m.send(anna, ben, 'Are you there?', clientId).expect(201);
    expect(retried.body.credits).toBe(6);
    // The balance user.php shows (kept per instance) follows the spend at once.
    expect((await anna.agent.get('/api/user.php').expect(200)).body.user.credits).toBe(6);
    expect(await messagesOf(anna)).toBe(2);
    expect(await spendsOf(anna)).toBe(2);
    expect(await sentEvents(anna)).toBe(2);
    const [entry] = (await t.db.query(
      `SELECT kind, amount, reference, idempotency_key, actor FROM credit_ledger
        WHERE account_id = $1 ORDER BY id DESC LIMIT 1`,
      [anna.id],
    )) as [Record<string, unknown>];
    const key = `message:${retried.body.message.id}`;
    expect(entry).toEqual({
      kind: 'spend_message',
      amount: -2,
      reference: key,
      idempotency_key: key,
      actor: `member:${anna.id}`,
    });
    const { rows, projection } = await readLedger(t.db);
    expect(verifyLedger(rows, projection).problems).toEqual([]);
    // Ben's side moved with it, and his socket's event names the message.
    const chats = (await ben.agent.get('/api/chats.php').expect(200)).body;
    expect(chats.chats[0]).toMatchObject({
      num_unread_messages: 2,
      last_message: { text: 'Are you there?' },
    });
    const [event] = (await t.db.query(
      `SELECT payload FROM outbox WHERE event = 'MessageSent' AND (payload->>'messageId')::bigint = $1`,
      [retried.body.message.id],
    )) as [{ payload: Record<string, unknown> }];
    expect(event.payload).toEqual({
      messageId: retried.body.message.id,
      conversationId: chats.chats[0].conversation.id,
      senderId: anna.id,
      recipientId: ben.id,
      kind: 'text',
      firstInConversation: false,
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  it("the sweep delivers the usual send's MessageSent when its writer died right after the commit", async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    await m.send(anna, ben, 'first').expect(201);
    const outbox = t.app.get(Outbox);
    // The writer "dies" after the statement's commit: its own relay never runs.
    jest.spyOn(outbox, 'flush').mockResolvedValue(0);
    const id = (await m.send(anna, ben, 'Anyone?').expect(201)).body.message.id as number;
    jest.restoreAllMocks();
    const deliveries = (done: boolean) =>
      m.count(
        `SELECT count(*)::int AS n FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
          WHERE o.event = 'MessageSent' AND (o.payload->>'messageId')::bigint = $1
            AND (d.delivered_at IS NOT NULL) = $2`,
        [id, done],
      );
    const handlers = await deliveries(false);
    expect(handlers).toBeGreaterThan(0);
    await outbox.sweep(); // leased to its writer for a minute: left alone
    expect(await deliveries(false)).toBe(handlers);
    t.clock.advance(61_000);
    await outbox.sweep();
    await outbox.settled();
    expect(await deliveries(true)).toBe(handlers);
  });

  it('one acknowledgement of two conversations marks them and writes MessagesDelivered once per conversation', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 10 });
    const cleo = await m.member({ name: 'Cleo' }, { credits: 10 });
    const ben = await m.member({ gender: 'male' }, { credits: 10 });
    const one = (await m.send(anna, ben, 'one').expect(201)).body.message.id as number;
    const two = (await m.send(anna, ben, 'two').expect(201)).body.message.id as number;
    const three = (await m.send(cleo, ben, 'three').expect(201)).body.message.id as number;
    const annasOwn = (await m.send(ben, anna, 'back').expect(201)).body.message.id as number;

    // Ben's app acknowledges all three, and an id of his own message, which changes nothing.
    await t.app.get(CommandBus).execute(new MarkDeliveredCommand(ben.id, [three, annasOwn, two, one]));
    const events = (await t.db.query(
      `SELECT payload FROM outbox WHERE event = 'MessagesDelivered' AND (payload->>'recipientId')::int = $1
        ORDER BY (payload->>'senderId')::int = $2 DESC`,
      [ben.id, anna.id],
    )) as { payload: Record<string, unknown> }[];
    const occurredAt = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({ recipientId: ben.id, senderId: anna.id, messageIds: [one, two], occurredAt }),
      expect.objectContaining({ recipientId: ben.id, senderId: cleo.id, messageIds: [three], occurredAt }),
    ]);
    const delivered = await m.count(
      `SELECT count(*)::int AS n FROM messages WHERE id = ANY($1::bigint[]) AND delivered_at IS NOT NULL`,
      [[one, two, three, annasOwn]],
    );
    expect(delivered).toBe(3);
    // Acknowledged again: nothing new to mark, no event.
    await t.app.get(CommandBus).execute(new MarkDeliveredCommand(ben.id, [one, two, three]));
    expect(
      await m.count(
        `SELECT count(*)::int AS n FROM outbox WHERE event = 'MessagesDelivered' AND (payload->>'recipientId')::int = $1`,
        [ben.id],
      ),
    ).toBe(2);
  });

  it('the database connection dying right after the spend leaves neither the message nor the charge', async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    const clientId = randomUUID();
    // The spend runs for real, then its connection is killed before the send can commit.
    const spend = t.app.get(SpendCreditsHandler);
    const execute = spend.execute.bind(spend);
    jest.spyOn(spend, 'execute').mockImplementationOnce(async (command) => {
      const result = await execute(command);
      const [{ pid }] = (await command.within!.query('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      await t.db.query('SELECT pg_terminate_backend($1)', [pid]);
      return result;
    });

    const died = await m.send(anna, ben, 'Still there?', clientId);
    expect([500, 503]).toContain(died.status);
    expect(await m.balance(anna)).toBe(10);
    expect(await spendsOf(anna)).toBe(0);
    expect(await messagesOf(anna)).toBe(0);
    expect(await sentEvents(anna)).toBe(0);

    expect((await m.send(anna, ben, 'Still there?', clientId).expect(201)).body.credits).toBe(8);
    expect(await messagesOf(anna)).toBe(1);
    expect(await spendsOf(anna)).toBe(1);
  });
});
