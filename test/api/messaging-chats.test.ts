import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import request from 'supertest';
import {
  GetChatMessageQuery,
  GetConversationPartnerQuery,
} from '../../server/src/messaging/messaging.contracts';
import { MessageAbuseLimits } from '../../server/src/messaging/commands/send-message/abuse-limits';
import { signedInAdmin } from './helpers/admins';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** Issue 12 §1, §4: the chat list, pages of messages, unread counts, removal, and whose conversation is whose. */
describe('chats and messages', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let siteId: number;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    siteId = (await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 1 })).id;
    m = chatMembers(t);
    t.app.get(MessageAbuseLimits).perMinute = { ...t.app.get(MessageAbuseLimits).perMinute, max: 1000 };
  });
  afterAll(() => t.close());

  /** chats.php, and chat-totals.php (the badge's poll) asked beside it: the same unread, counted without the list. */
  const chats = async (member: ChatMember) => {
    const list = (await member.agent.get('/api/chats.php').expect(200)).body;
    expect((await member.agent.get('/api/chat-totals.php').expect(200)).body).toEqual({
      unread: list.unread,
    });
    return list;
  };
  const page = async (member: ChatMember, query: string) =>
    (await member.agent.get(`/api/messages.php?${query}`).expect(200)).body;
  const read = (member: ChatMember, conversationId: number) =>
    m.write(member.agent, 'post', '/api/chat-read.php', { id: conversationId });
  const remove = (member: ChatMember, body: object) => m.write(member.agent, 'delete', '/api/chat.php', body);
  const pair = async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 100 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' }, { credits: 100 });
    return { anna, ben };
  };

  it('chats.php lists conversations newest first with the profile, unread counts and the last message', async () => {
    const { anna, ben } = await pair();
    const carl = await m.member({ name: 'Carl', gender: 'male' }, { credits: 100 });
    const toBen = (await m.send(anna, ben, 'Hi Ben').expect(201)).body.conversation.id;
    t.clock.advance(1000);
    await m.send(ben, anna, 'Hi Anna').expect(201);
    await m.send(ben, anna, 'How are you?').expect(201);
    t.clock.advance(1000);
    const toCarl = (await m.send(carl, anna, 'Hello from Carl').expect(201)).body.conversation.id;

    const annas = await chats(anna);
    expect(annas.unread).toBe(3);
    expect(annas.chats.map((chat: { conversation: { id: number } }) => chat.conversation.id)).toEqual([
      toCarl,
      toBen,
    ]);
    expect(annas.chats[1]).toEqual({
      conversation: { id: toBen },
      profile: expect.objectContaining({
        id: ben.id,
        name: 'Ben',
        online: true,
        last_active_at: expect.any(String),
      }),
      num_unread_messages: 2,
      last_message: { text: 'How are you?', kind: 'text', at: expect.any(String), mine: false },
    });
    const bens = await chats(ben);
    expect(bens.unread).toBe(1);
    expect(bens.chats[0].last_message).toMatchObject({ text: 'How are you?', mine: true });

    // The newest page tells what was unread as it was asked (where the new messages start): each side its own.
    expect((await page(anna, `conversation_id=${toBen}`)).unread).toBe(2);
    expect((await page(ben, `conversation_id=${toBen}`)).unread).toBe(1);

    // Opening the chat sets its unread count to 0 (MessagesRead through the outbox), the others stay.
    expect((await read(anna, toBen).expect(200)).body).toEqual({ ok: true, unread: 1 });
    expect((await page(anna, `conversation_id=${toBen}`)).unread).toBe(0);
    expect(
      (await chats(anna)).chats.map((chat: { num_unread_messages: number }) => chat.num_unread_messages),
    ).toEqual([1, 0]);
    const events = (await t.db.query(
      `SELECT payload FROM outbox WHERE event = 'MessagesRead' AND (payload->>'readerId')::int = $1`,
      [anna.id],
    )) as { payload: Record<string, unknown> }[];
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ conversationId: toBen, readerId: anna.id, otherId: ben.id });
    await read(anna, toBen).expect(200); // nothing new: no second event
    expect(
      await m.count(
        `SELECT count(*)::int AS n FROM outbox WHERE event = 'MessagesRead' AND (payload->>'readerId')::int = $1`,
        [anna.id],
      ),
    ).toBe(1);

    // Ben sees his messages read.
    const bensPage = await page(ben, `conversation_id=${toBen}`);
    expect(
      bensPage.messages.map((message: { status: string; mine: boolean }) => [message.mine, message.status]),
    ).toEqual([
      [false, 'delivered'],
      [true, 'read'],
      [true, 'read'],
    ]);
  });

  it('chat-totals.php counts what chats.php lists: not a blocked or blocking member, an invisible one still', async () => {
    const { anna, ben } = await pair();
    const carl = await m.member({ name: 'Carl', gender: 'male' }, { credits: 100 });
    const dora = await m.member({ name: 'Dora' }, { credits: 100 });
    await m.send(ben, anna, 'Hi Anna').expect(201);
    await m.send(carl, anna, 'Hello').expect(201);
    await m.send(carl, anna, 'Still there?').expect(201);
    await m.send(dora, anna, 'Hey').expect(201);
    expect((await chats(anna)).unread).toBe(4);

    await m.write(anna.agent, 'post', '/api/block.php', { id: ben.id }).expect(201);
    await m.write(carl.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
    await dora.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);
    const list = await chats(anna);
    expect(list.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([dora.id]);
    expect(list.unread).toBe(1);
    // reading a chat answers the badge's total, without the blocked partners' messages still unread
    expect((await read(anna, list.chats[0].conversation.id).expect(200)).body).toEqual({
      ok: true,
      unread: 0,
    });
    expect((await chats(anna)).unread).toBe(0);

    await m.write(carl.agent, 'delete', '/api/block.php', { id: anna.id }).expect(200);
    expect((await chats(anna)).unread).toBe(2);
    expect((await chats(carl)).unread).toBe(0);
    await request(t.http).get('/api/chat-totals.php').expect(403);
  });

  it("a banned member's conversations leave the partners' lists, counts and chats until the ban is lifted", async () => {
    const { anna, ben } = await pair();
    const carl = await m.member({ name: 'Carl', gender: 'male' }, { credits: 100 });
    const id = (await m.send(ben, anna, 'Hi Anna').expect(201)).body.conversation.id;
    await m.send(ben, anna, 'Still there?').expect(201);
    await m.send(carl, anna, 'Hello').expect(201);
    expect((await chats(anna)).unread).toBe(3);
    const moderator = await signedInAdmin(t, 'moderator');
    const moderate = (action: 'ban' | 'unban') =>
      moderator.agent
        .post(`/admin/api/members/${ben.id}/${action}`)
        .set('X-Request-Type', 'client')
        .send({})
        .expect(200);

    await moderate('ban');
    const list = await chats(anna);
    expect(list.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([carl.id]);
    expect(list.unread).toBe(1);
    for (const answer of [
      await anna.agent.get(`/api/messages.php?conversation_id=${id}`),
      await anna.agent.get(`/api/messages.php?member_id=${ben.id}`),
    ]) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { error: 'conversation_not_found', message: 'This conversation does not exist.' },
      });
    }
    const before = await m.balance(anna);
    for (const target of [{ conversation_id: id }, { member_id: ben.id }]) {
      const refused = await m.write(anna.agent, 'post', '/api/messages.php', {
        ...target,
        client_id: randomUUID(),
        text: 'Are you there?',
      });
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 404,
        error: 'member_not_found',
      });
    }
    expect(await m.balance(anna)).toBe(before);
    expect(await m.count(`SELECT count(*)::int AS n FROM messages WHERE recipient_id = $1`, [ben.id])).toBe(
      0,
    );

    // An unban brings the conversation back as it was.
    await moderate('unban');
    const back = await chats(anna);
    expect(back.chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([carl.id, ben.id]);
    expect(back.unread).toBe(3);
    expect((await page(anna, `conversation_id=${id}`)).messages).toHaveLength(2);
    await m.send(anna, ben, 'Welcome back').expect(201);
  });

  it('messages.php pages backwards with before=, oldest first in a page; member_id finds the conversation', async () => {
    const { anna, ben } = await pair();
    const ids: number[] = [];
    for (let i = 0; i < 35; i++) {
      const from = i % 2 ? ben : anna;
      ids.push((await m.send(from, from === anna ? ben : anna, `message ${i}`).expect(201)).body.message.id);
    }
    const first = await page(anna, `member_id=${ben.id}`);
    expect(first.conversation).toEqual({ id: expect.any(Number) });
    expect(first.profile).toMatchObject({ id: ben.id, name: 'Ben' });
    expect(first.messages.map((message: { id: number }) => message.id)).toEqual(ids.slice(5));
    expect(first.messages[0]).toMatchObject({ text: 'message 5', mine: false, client_id: null });
    expect(first.messages[1]).toMatchObject({ text: 'message 6', mine: true, client_id: expect.any(String) });
    expect(first).toMatchObject({ has_older: true, older_hidden: false, unread: 17 });

    const older = await page(anna, `conversation_id=${first.conversation.id}&before=${first.messages[0].id}`);
    expect(older.messages.map((message: { id: number }) => message.id)).toEqual(ids.slice(0, 5));
    expect(older).toMatchObject({ has_older: false, older_hidden: false, unread: 0 });

    // No conversation yet: conversation null, no messages, the profile to start one with.
    const carl = await m.member({ name: 'Carl', gender: 'male' });
    expect(await page(anna, `member_id=${carl.id}`)).toEqual({
      conversation: null,
      profile: expect.objectContaining({ id: carl.id, name: 'Carl' }),
      messages: [],
      has_older: false,
      older_hidden: false,
      unread: 0,
    });
  });

  it("a member can never read, mark or remove another pair's conversation", async () => {
    const { anna, ben } = await pair();
    const eve = await m.member({ name: 'Eve' }, { credits: 10 });
    const sent = (await m.send(anna, ben, 'Private').expect(201)).body;
    const id = sent.conversation.id;

    for (const answer of [
      await eve.agent.get(`/api/messages.php?conversation_id=${id}`),
      await read(eve, id),
      await remove(eve, { id }),
      await m.write(eve.agent, 'post', '/api/messages.php', {
        conversation_id: id,
        client_id: randomUUID(),
        text: 'Hi',
      }),
    ]) {
      expect({ status: answer.status, error: answer.body.error }).toEqual({
        status: 404,
        error: 'conversation_not_found',
      });
    }
    expect(await m.balance(eve)).toBe(10);
    expect((await chats(ben)).chats).toHaveLength(1);
    expect((await chats(ben)).unread).toBe(1);

    // The queries the real-time gateway asks answer for members of the conversation only.
    const queryBus = t.app.get(QueryBus);
    expect(await queryBus.execute(new GetChatMessageQuery(sent.message.id, eve.id))).toBeNull();
    expect(await queryBus.execute(new GetChatMessageQuery(sent.message.id, ben.id))).toMatchObject({
      id: sent.message.id,
      text: 'Private',
      mine: false,
      client_id: null,
    });
    expect(await queryBus.execute(new GetChatMessageQuery(sent.message.id, anna.id))).toEqual(sent.message);
    expect(await queryBus.execute(new GetConversationPartnerQuery(id, anna.id))).toBe(ben.id);
    expect(await queryBus.execute(new GetConversationPartnerQuery(id, ben.id))).toBe(anna.id);
    expect(await queryBus.execute(new GetConversationPartnerQuery(id, eve.id))).toBeNull();
  });

  it("removing a chat takes it off the member's list only; a newer message brings it back with only what came after", async () => {
    const { anna, ben } = await pair();
    const id = (await m.send(ben, anna, 'Before').expect(201)).body.conversation.id;
    expect((await remove(anna, { id }).expect(200)).body).toEqual({ ok: true });
    expect(await chats(anna)).toEqual({ chats: [], unread: 0 });
    expect((await chats(ben)).chats).toHaveLength(1);
    expect((await page(ben, `conversation_id=${id}`)).messages).toHaveLength(1);

    t.clock.advance(1000);
    await m.send(ben, anna, 'After').expect(201);
    const back = await chats(anna);
    expect(back.unread).toBe(1);
    expect(back.chats[0]).toMatchObject({ conversation: { id }, num_unread_messages: 1 });
    expect(
      (await page(anna, `conversation_id=${id}`)).messages.map((message: { text: string }) => message.text),
    ).toEqual(['After']);
    expect((await page(ben, `conversation_id=${id}`)).messages).toHaveLength(2);
  });

  it('removing by profile removes the conversation with that member', async () => {
    const { anna, ben } = await pair();
    const carl = await m.member({ name: 'Carl', gender: 'male' }, { credits: 10 });
    await m.send(ben, anna, 'From Ben').expect(201);
    await m.send(carl, anna, 'From Carl').expect(201);
    await remove(anna, { profile_id: ben.id }).expect(200);
    expect((await chats(anna)).chats.map((chat: { profile: { id: number } }) => chat.profile.id)).toEqual([
      carl.id,
    ]);
    expect((await remove(anna, { profile_id: 2_000_000 }).expect(404)).body.error).toBe(
      'conversation_not_found',
    );
    expect((await remove(anna, {}).expect(400)).body.error).toBe('choose_recipient');
    expect((await remove(anna, { id: 1, profile_id: 1 }).expect(400)).body.error).toBe('choose_recipient');
    expect((await remove(anna, { id: 'x' }).expect(400)).body.error).toBe('conversation_not_found');
    expect((await read(anna, 0).expect(400)).body.error).toBe('conversation_not_found');
    expect((await anna.agent.get('/api/messages.php').expect(400)).body.error).toBe('choose_recipient');
    expect((await anna.agent.get('/api/messages.php?member_id=1&before=abc').expect(400)).body.error).toBe(
      'validation_failed',
    );
  });

  it('the retention window hides older messages: older_hidden, and no last message in the list', async () => {
    const { anna, ben } = await pair();
    const id = (await m.send(anna, ben, 'Long ago').expect(201)).body.conversation.id;
    t.clock.advance(10 * DAY);
    await m.send(ben, anna, 'Recent').expect(201);
    const all = await page(anna, `conversation_id=${id}`);
    expect(all.messages).toHaveLength(2);
    expect(all.older_hidden).toBe(false);

    await t.db.query(`UPDATE site_settings SET message_retention_days = 7 WHERE id = $1`, [siteId]);
    t.clock.advance(60_000); // past the settings cache
    const windowed = await page(anna, `conversation_id=${id}`);
    expect(windowed.messages.map((message: { text: string }) => message.text)).toEqual(['Recent']);
    expect(windowed).toMatchObject({ has_older: false, older_hidden: true });

    t.clock.advance(8 * DAY);
    const list = await chats(anna);
    expect(list.chats[0]).toMatchObject({ conversation: { id }, last_message: null });
    expect((await page(anna, `conversation_id=${id}`)).messages).toEqual([]);
    await t.db.query(`UPDATE site_settings SET message_retention_days = 0 WHERE id = $1`, [siteId]);
    t.clock.advance(60_000);
  });
});
