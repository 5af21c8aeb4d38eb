import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MessageAbuseLimits } from '../../server/src/messaging/commands/send-message/abuse-limits';
import { moderatorOf } from './helpers/admins';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { saveLanguage } from './helpers/members';

/** Issue 12 §3: who may write to whom, and the abuse limits. */
describe('messaging rules', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let limits: MessageAbuseLimits;
  let defaults: Pick<MessageAbuseLimits, 'perMinute' | 'newConversationsPerHour' | 'sameFirstMessageMembers'>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 1, message_length: 20 });
    m = chatMembers(t);
    limits = t.app.get(MessageAbuseLimits);
    defaults = { ...limits };
  });
  afterEach(() => Object.assign(limits, defaults));
  afterAll(() => t.close());

  const men = (count: number) =>
    Promise.all(Array.from({ length: count }, () => m.member({ gender: 'male', seeking: 'female' })));

  it('a free member starts at most 2 conversations, decided atomically: 5 starts at once, exactly 2 pass', async () => {
    const anna = await m.member({}, { credits: 50 });
    const five = await men(5);
    const answers = await Promise.all(five.map((man, i) => m.send(anna, man, `Hello number ${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    const refused = answers.find((answer) => answer.status === 403)!;
    expect(refused.body).toEqual({
      error: 'premium_required',
      message: 'This feature is only available for premium members',
    });
    expect(await m.balance(anna)).toBe(48);

    // Her two conversations go on; replies to conversations others started are not limited.
    const started = five.filter((_, i) => answers[i]!.status === 201);
    await m.send(anna, started[0]!, 'And again').expect(201);
    const others = await men(3);
    for (const man of others) {
      await m.grant(man.id, 1);
      await m.send(man, anna, 'Hi Anna').expect(201);
      await m.send(anna, man, 'Hi yourself').expect(201);
    }
    // Premium lifts the limit.
    await t.db.query(`UPDATE accounts SET paid_user = true WHERE id = $1`, [anna.id]);
    const unstarted = five.find((_, i) => answers[i]!.status === 403)!;
    await m.send(anna, unstarted, 'Premium now').expect(201);
  });

  it('a conversation whose first message was never paid does not count as started', async () => {
    const anna = await m.member({}, { credits: 2 });
    const [ben, carl, dirk] = await men(3);
    await m.send(anna, ben!, 'one').expect(201);
    await m.send(anna, carl!, 'two').expect(201);
    await m.send(anna, dirk!, 'three').expect(403); // the third start: refused before any spend
    expect(await m.balance(anna)).toBe(0);

    const eva = await m.member({}, { credits: 0 });
    const [fred, gus, hal] = await men(3);
    await m.send(eva, fred!, 'no credits').expect(402); // made the conversation, paid nothing
    await m.grant(eva.id, 5);
    await m.send(eva, gus!, 'one').expect(201);
    await m.send(eva, hal!, 'two').expect(201);
    await m.send(eva, fred!, 'again').expect(403); // the unpaid one would now be her third
  });

  it('a not_confirmed member may not reply until activated', async () => {
    const anna = await m.member({}, { notConfirmed: true, credits: 5 });
    const ben = await m.member({ gender: 'male' }, { credits: 5 });
    await m.send(ben, anna, 'Hi Anna').expect(201);
    const refused = await m.send(anna, ben, 'Hi Ben').expect(403);
    expect(refused.body).toEqual({
      error: 'not_confirmed',
      message: 'Activate your account with the link we e-mailed you before you reply.',
    });
    await saveLanguage(anna.agent, 'de');
    const de = await m.send(anna, ben, 'Hallo Ben').expect(403);
    expect(de.body.message).toBe(
      'Aktiviere dein Konto über den Link, den wir dir gemailt haben, bevor du antwortest.',
    );
    expect(await m.balance(anna)).toBe(5);
    await t.db.query(`UPDATE accounts SET status = 'activated' WHERE id = $1`, [anna.id]);
    await m.send(anna, ben, 'Hi Ben').expect(201);
  });

  it('blocked either way: 403 blocked, nothing charged', async () => {
    const anna = await m.member({}, { credits: 5 });
    const ben = await m.member({ gender: 'male' }, { credits: 5 });
    await m.send(anna, ben, 'Hi').expect(201);
    await m.write(ben.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);

    expect((await m.send(anna, ben, 'Hello?').expect(403)).body).toEqual({
      error: 'blocked',
      message: 'This member has blocked you. You cannot send them messages.',
    });
    expect((await m.send(ben, anna, 'Go away').expect(403)).body).toEqual({
      error: 'blocked',
      message: 'You have blocked this member. Unblock them to send a message.',
    });
    expect(await m.balance(anna)).toBe(4);
    expect(await m.balance(ben)).toBe(5);
    // The conversation leaves both lists while the block stands.
    expect((await anna.agent.get('/api/chats.php').expect(200)).body.chats).toEqual([]);
    await m.write(ben.agent, 'delete', '/api/block.php', { id: anna.id }).expect(200);
    await m.send(anna, ben, 'Hello again').expect(201);
  });

  it('a send by conversation id is checked as before once the server knows whom it goes to', async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' }, { credits: 5 });
    const carl = await m.member({ gender: 'male' }, { credits: 5 });
    const toConversation = (from: ChatMember, text: string) =>
      m.write(from.agent, 'post', '/api/messages.php', {
        conversation_id: id,
        client_id: randomUUID(),
        text,
      });
    const sentToBen = () =>
      m.count(`SELECT count(*)::int AS n FROM messages WHERE recipient_id = $1 AND state = 'sent'`, [ben.id]);
    const id = (await m.send(anna, ben, 'Hi').expect(201)).body.conversation.id as number;
    // The first send by id reads the conversation; the next go in one statement, with the same checks.
    await toConversation(anna, 'Hello by id').expect(201);
    await toConversation(anna, 'And again').expect(201);

    await m.write(ben.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
    expect((await toConversation(anna, 'Hello?').expect(403)).body).toEqual({
      error: 'blocked',
      message: 'This member has blocked you. You cannot send them messages.',
    });
    await m.write(ben.agent, 'delete', '/api/block.php', { id: anna.id }).expect(200);
    await m.write(anna.agent, 'post', '/api/block.php', { id: ben.id }).expect(201);
    expect((await toConversation(anna, 'Oops').expect(403)).body.message).toBe(
      'You have blocked this member. Unblock them to send a message.',
    );
    await m.write(anna.agent, 'delete', '/api/block.php', { id: ben.id }).expect(200);

    const moderate = await moderatorOf(t, ben.id);
    await moderate('ban');
    expect((await toConversation(anna, 'Banned?').expect(404)).body.error).toBe('member_not_found');
    await moderate('unban');
    expect((await toConversation(carl, 'Not mine').expect(404)).body.error).toBe('conversation_not_found');

    expect(await sentToBen()).toBe(3);
    expect(await m.balance(anna)).toBe(7);
    await toConversation(anna, 'Back').expect(201);
    expect(await m.balance(carl)).toBe(5);
  });

  it('an invisible member receives no new conversations; existing ones go on', async () => {
    const anna = await m.member({}, { credits: 5 });
    const ben = await m.member({ gender: 'male' }, { credits: 5 });
    const carl = await m.member({ gender: 'male' }, { credits: 5 });
    await m.send(ben, anna, 'Hi Anna').expect(201);
    await anna.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);

    expect((await m.send(carl, anna, 'Hi there').expect(404)).body.error).toBe('member_not_found');
    await m.send(ben, anna, 'Still there?').expect(201);
    await m.send(anna, ben, 'Yes').expect(201);
    const bens = (await ben.agent.get('/api/chats.php').expect(200)).body;
    expect(bens.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([anna.id]);
    expect(await m.balance(carl)).toBe(5);
  });

  it('messages per minute: 429 too_many_messages past the limit', async () => {
    limits.perMinute = { ...limits.perMinute, max: 3 };
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    for (let i = 0; i < 3; i++) await m.send(anna, ben, `m${i}`).expect(201);
    const refused = await m.send(anna, ben, 'one more').expect(429);
    expect(refused.body).toEqual({
      error: 'too_many_messages',
      message: 'You are sending messages too fast. Wait a minute and try again.',
    });
    await saveLanguage(anna.agent, 'fr');
    const fr = await m.send(anna, ben, 'encore').expect(429);
    expect(fr.body.message).toBe('Vous envoyez des messages trop vite. Attendez une minute et réessayez.');
    expect(await m.balance(anna)).toBe(7);
  });

  it('new conversations per hour: 429 too_many_conversations past the limit (premium too)', async () => {
    limits.newConversationsPerHour = { ...limits.newConversationsPerHour, max: 2 };
    const anna = await m.member({}, { credits: 10, premium: true });
    const [ben, carl, dirk] = await men(3);
    await m.send(anna, ben!, 'Hi Ben').expect(201);
    await m.send(anna, carl!, 'Hi Carl').expect(201);
    expect((await m.send(anna, dirk!, 'Hi Dirk').expect(429)).body).toEqual({
      error: 'too_many_conversations',
      message: 'You have started many new conversations. Try again in an hour.',
    });
    await m.send(anna, ben!, 'More for Ben').expect(201); // an existing conversation is no new one
  });

  it('the same first message to many members is refused', async () => {
    const anna = await m.member({}, { credits: 10, premium: true });
    const four = await men(4);
    for (const [i, man] of four.slice(0, 3).entries()) {
      await m.send(anna, man, ['Hey handsome!', 'hey  HANDSOME', 'Hey handsome...'][i]).expect(201);
    }
    expect((await m.send(anna, four[3]!, 'hey handsome').expect(429)).body).toEqual({
      error: 'duplicate_first_message',
      message: 'You have already sent this first message to several members. Write something personal.',
    });
    await m.send(anna, four[3]!, 'Nice photos!').expect(201);
    await m.send(anna, four[0]!, 'hey handsome').expect(201); // not a first message
  });

  it('the abuse limits hold under parallel sends: each counts every send at once, in Redis', async () => {
    const statuses = async (sends: Promise<{ status: number }>[]) =>
      (await Promise.all(sends)).map((answer) => answer.status).sort();

    // messages per minute: 6 sends at once against a limit of 3
    limits.perMinute = { ...limits.perMinute, max: 3 };
    const anna = await m.member({}, { credits: 10, premium: true });
    const ben = await m.member({ gender: 'male' });
    await m.send(anna, ben, 'First').expect(201);
    limits.perMinute = { ...limits.perMinute, max: 4 };
    expect(await statuses(Array.from({ length: 6 }, (_, i) => m.send(anna, ben, `fast ${i}`)))).toEqual([
      201, 201, 201, 429, 429, 429,
    ]);
    expect(await m.balance(anna)).toBe(6);
    limits.perMinute = { ...limits.perMinute, max: 1000 };

    // new conversations per hour: 4 new conversations at once against a limit of 2
    limits.newConversationsPerHour = { ...limits.newConversationsPerHour, max: 2 };
    const carla = await m.member({}, { credits: 10, premium: true });
    const four = await men(4);
    expect(await statuses(four.map((man, i) => m.send(carla, man, `Hello number ${i}`)))).toEqual([
      201, 201, 429, 429,
    ]);
    limits.newConversationsPerHour = { ...limits.newConversationsPerHour, max: 1000 };

    // the same first message: to 5 members at once, 3 pass
    const dora = await m.member({}, { credits: 10, premium: true });
    const five = await men(5);
    expect(await statuses(five.map((man) => m.send(dora, man, 'Hey handsome!')))).toEqual([
      201, 201, 201, 429, 429,
    ]);
    expect(await m.balance(dora)).toBe(7);
  });

  it('one send retried many times at once counts once against the limits', async () => {
    // The limits as they ship: 30 messages a minute, 10 new conversations an hour.
    Object.assign(limits, defaults);
    const anna = await m.member({}, { credits: 10, premium: true });
    const ben = await m.member({ gender: 'male' });
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => m.send(anna, ben, 'Hello Ben', clientId)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect({
      refused: answers.filter((answer) => answer.status >= 400).map((answer) => answer.body),
    }).toEqual({ refused: [] });
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.message.id)).size).toBe(1);
    expect(await m.balance(anna)).toBe(9);
    // What is left of the limits is what one send uses: 29 more messages this minute, 9 new conversations.
    const others = await men(9);
    for (const man of others) await m.send(anna, man, `Hi ${man.id}`).expect(201);
  });

  it('bad input is a 400 with {error, message}, never a charge', async () => {
    const anna = await m.member({}, { credits: 10 });
    const ben = await m.member({ gender: 'male' });
    const post = (body: object) => m.write(anna.agent, 'post', '/api/messages.php', body);
    const cases: [object, string][] = [
      [{ client_id: randomUUID(), text: 'Hi' }, 'choose_recipient'],
      [{ member_id: ben.id, conversation_id: 1, client_id: randomUUID(), text: 'Hi' }, 'choose_recipient'],
      [{ member_id: ben.id, client_id: randomUUID() }, 'choose_content'],
      [{ member_id: ben.id, client_id: randomUUID(), text: 'Hi', gift_id: 1 }, 'choose_content'],
      [{ member_id: ben.id, client_id: 'not a valid id!', text: 'Hi' }, 'bad_request'],
      [{ member_id: ben.id, text: 'Hi' }, 'bad_request'],
      [{ member_id: ben.id, client_id: randomUUID(), text: '   ' }, 'message_empty'],
      [{ member_id: ben.id, client_id: randomUUID(), text: 'x'.repeat(21) }, 'message_too_long'],
      [{ member_id: ben.id, client_id: randomUUID(), text: 42 }, 'message_empty'],
      [{ member_id: 'abc', client_id: randomUUID(), text: 'Hi' }, 'member_not_found'],
      [{ member_id: anna.id, client_id: randomUUID(), text: 'Hi' }, 'cannot_message_self'],
    ];
    for (const [body, error] of cases) {
      const answer = await post(body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({ body, status: 400, error });
      expect(typeof answer.body.message).toBe('string');
    }
    // The site's limit (20 here) is named whatever the length, a text longer than any site allows included.
    for (const length of [21, 20_001, 60_000]) {
      const answer = await post({ member_id: ben.id, client_id: randomUUID(), text: 'x'.repeat(length) });
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message: 'Your message may be at most 20 characters long.',
      });
    }
    expect(
      (await post({ member_id: 2_000_000, client_id: randomUUID(), text: 'Hi' }).expect(404)).body.error,
    ).toBe('member_not_found');
    expect(
      (await post({ conversation_id: 2_000_000, client_id: randomUUID(), text: 'Hi' }).expect(404)).body
        .error,
    ).toBe('conversation_not_found');
    expect(
      (await post({ member_id: ben.id, client_id: randomUUID(), text: 'x'.repeat(20) }).expect(201)).body
        .message.text,
    ).toHaveLength(20);
    expect(await m.balance(anna)).toBe(9);
  });

  it('visitors need to log in', async () => {
    const ben = await m.member({ gender: 'male' });
    const visitor = request(t.http);
    for (const call of [
      visitor.get('/api/chats.php'),
      visitor.get(`/api/messages.php?member_id=${ben.id}`),
      visitor
        .post('/api/messages.php')
        .set('X-Request-Type', 'client')
        .send({ member_id: ben.id, client_id: 'a', text: 'x' }),
      visitor.post('/api/chat-read.php').set('X-Request-Type', 'client').send({ id: 1 }),
      visitor.delete('/api/chat.php').set('X-Request-Type', 'client').send({ id: 1 }),
    ]) {
      expect((await call.expect(403)).body.error).toBe('authentication_required');
    }
  });
});
