import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient, type RedisClientType } from 'redis';
import { io, type Socket } from 'socket.io-client';
import request, { type Response } from 'supertest';
import { MemberLiked } from '../../server/src/matching/matching.contracts';
import { MessageAbuseLimits } from '../../server/src/messaging/commands/send-message/abuse-limits';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { signedInAdmin } from './helpers/admins';
import { type ChatMember, chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { nextIp } from './helpers/members';
import { startOwnRedis, type OwnRedis } from './helpers/redis-server';
import { type RunningServer, startServer } from './helpers/spawn-server';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * The real-time gateway against real PostgreSQL and Redis, with two instances: this test's app (A, in
 * process) and the built server (B, `npm run build -w server` first) on the same database and the
 * test's own redis-server, which the last tests restart. Messages, read marks and likes go through the
 * HTTP API (messages.php, chat-read.php, like.php) and messaging's own handlers; only the first Redis
 * restart writes its events through the outbox itself, to time them against the outage.
 */

type Member = ChatMember & { cookie: string };
interface Received {
  event: string;
  data: Record<string, unknown>;
}

/** The member session's cookie of a Set-Cookie header, as a Cookie header carries it. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = ([] as string[]).concat(setCookie ?? []);
  return all.find((one) => one.startsWith('kindred.sid='))!.split(';')[0]!;
}

const EVENTS = ['message', 'read', 'delivered', 'typing', 'like', 'match'];

describe('real-time delivery over Socket.IO', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let b: RunningServer;
  let aUrl: string;
  let outbox: Outbox;
  let chat: ReturnType<typeof chatMembers>;
  const sockets: Socket[] = [];
  const afterCleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await createTestApp({ REDIS_URL: redis.url, SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    await t.app.listen(0, '127.0.0.1');
    aUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    outbox = t.app.get(Outbox);
    chat = chatMembers(t);
    // process.env holds the test app's database, Redis and prefix: B shares them.
    b = await startServer({ PUBLIC_URL: 'http://127.0.0.1:9', SMTP_URL: '' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const cleanup of afterCleanups) await cleanup();
    await b?.stop();
    await t?.close();
    await redis?.stop();
  });

  /** A member who can chat (premium, with credits), with the cookie of their session. */
  async function liveMember(overrides: Record<string, unknown> = {}): Promise<Member> {
    const member = await chat.member(overrides, { premium: true, credits: 100 });
    return { ...member, cookie: sessionCookie(member.response.headers['set-cookie']) };
  }
  /** A new session of the member: its cookie; with `agent`, the member's agent carries it from now on. */
  async function logInAgain(member: Member, { keep = false } = {}): Promise<string> {
    const login = await (keep ? member.agent : request(t.http))
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextIp())
      .send({ email: member.body.email, password: member.body.password })
      .expect(200);
    return sessionCookie(login.headers['set-cookie']);
  }
  const anna = () => liveMember({ name: 'Anna' });
  const ben = () => liveMember({ name: 'Ben', gender: 'male', seeking: 'female' });

  function openSocket(url: string, cookie?: string): Socket {
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { Cookie: cookie } : {},
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    });
    sockets.push(socket);
    return socket;
  }

  /** A connected socket of the member on the given instance, recording what it receives. */
  async function connectAs(member: Member, url: string): Promise<{ socket: Socket; received: Received[] }> {
    const socket = openSocket(url, member.cookie);
    const received: Received[] = [];
    for (const event of EVENTS)
      socket.on(event, (data: Record<string, unknown>) => received.push({ event, data }));
    // `ready` follows the connection: the socket has its first offset for recovery.
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, received };
  }

  const refusal = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected without a session')));
      socket.once('connect_error', (error) => resolve(error.message));
    });

  const likeThroughA = (from: Member, to: Member) =>
    from.agent.post('/api/like.php').set('X-Request-Type', 'client').send({ id: to.id }).expect(200);
  const likeThroughB = async (from: Member, to: Member) => {
    const response = await fetch(`${b.url}/api/like.php`, {
      method: 'POST',
      headers: { Cookie: from.cookie, 'X-Request-Type': 'client', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: to.id }),
    });
    expect(response.status).toBe(200);
  };

  const until = (received: Received[], done: (all: Received[]) => boolean, timeoutMs = 10_000) =>
    eventually(() => Promise.resolve(received), done, timeoutMs);
  const of = (received: Received[], event: string) => received.filter((one) => one.event === event);

  /** Writes events through A's outbox, as their modules will (and relays them, as a commit does). */
  const publish = (...events: object[]) =>
    outbox.transaction(async (_, write) => {
      for (const event of events) await write(event);
    });

  it('refuses a socket without a member session, or with a made-up one', async () => {
    expect(await refusal(openSocket(aUrl))).toBe('authentication_required');
    expect(await refusal(openSocket(b.url))).toBe('authentication_required');
    expect(await refusal(openSocket(aUrl, 'kindred.sid=s%3Anot-a-session.forged'))).toBe(
      'authentication_required',
    );
  });

  it('opens over long-polling too (a browser’s first transport), and refuses another site’s page', async () => {
    const member = await anna();
    const polling = io(b.url, { transports: ['polling'], extraHeaders: { Cookie: member.cookie } });
    sockets.push(polling);
    await new Promise((resolve, reject) => {
      polling.once('ready', resolve);
      polling.once('connect_error', reject);
    });
    const foreign = io(aUrl, {
      transports: ['websocket'],
      extraHeaders: { Cookie: member.cookie, Origin: 'https://elsewhere.example' },
      reconnection: false,
    });
    sockets.push(foreign);
    expect(await refusal(foreign)).toBe('websocket error');
  });

  it('a like and a match given through one instance reach sockets connected to the other', async () => {
    const [a1, b1] = await Promise.all([anna(), ben()]);
    const onB = await connectAs(b1, b.url); // Ben listens on B
    const onA = await connectAs(a1, aUrl); // Anna listens on A

    await likeThroughA(a1, b1); // through A: Ben hears it on B
    await until(onB.received, (all) => of(all, 'like').length === 1);
    expect(onB.received).toEqual([{ event: 'like', data: { member_id: a1.id } }]);

    await likeThroughB(b1, a1); // through B: a match, heard on both
    await until(onA.received, (all) => of(all, 'match').length === 1);
    await until(onB.received, (all) => of(all, 'match').length === 1);
    expect(onA.received).toEqual([
      { event: 'like', data: { member_id: b1.id } },
      { event: 'match', data: { member_id: b1.id } },
    ]);
    expect(of(onB.received, 'match')).toEqual([{ event: 'match', data: { member_id: a1.id } }]);
  });

  /** POST /api/messages.php through A (the member's agent); a 201 answers the message and its conversation. */
  const send = async (from: Member, to: Member, text: string, clientId = randomUUID()) =>
    (await chat.send(from, to, text, clientId)) as Response;
  /** GET /api/messages.php of a conversation on B, every page: the ids of its messages, oldest first. */
  async function storedIds(member: Member, conversationId: number): Promise<number[]> {
    const ids: number[] = [];
    for (let before: number | undefined; ;) {
      const query = `conversation_id=${conversationId}${before ? `&before=${before}` : ''}`;
      const response = await fetch(`${b.url}/api/messages.php?${query}`, {
        headers: { Cookie: member.cookie, 'X-Request-Type': 'client' },
      });
      expect(response.status).toBe(200);
      const page = (await response.json()) as { messages: { id: number }[]; has_older: boolean };
      ids.unshift(...page.messages.map((one) => one.id));
      if (!page.has_older) return ids;
      before = page.messages[0]!.id;
    }
  }

  it('a message reaches the recipient as they see it and the sender’s other tabs; read marks the other side', async () => {
    const [sender, recipient] = await Promise.all([anna(), ben()]);
    const recipientOnB = await connectAs(recipient, b.url);
    const senderOtherTab = await connectAs(sender, aUrl);

    const sent = await send(sender, recipient, 'Hello Ben'); // through A: Ben hears it on B
    expect(sent.status).toBe(201);
    const conversationId = (sent.body as { conversation: { id: number } }).conversation.id;
    const messageId = (sent.body as { message: { id: number } }).message.id;
    await until(recipientOnB.received, (all) => all.length === 1);
    await until(senderOtherTab.received, (all) => all.length === 1);
    expect(recipientOnB.received[0]).toEqual({
      event: 'message',
      data: {
        conversation_id: conversationId,
        message: expect.objectContaining({ id: messageId, text: 'Hello Ben', mine: false, client_id: null }),
      },
    });
    expect(senderOtherTab.received[0]!.data).toEqual({
      conversation_id: conversationId,
      message: (sent.body as { message: object }).message, // as the sender's answer has it
    });

    // Ben opens the chat on B: Anna's tab on A sees her message read.
    const read = await fetch(`${b.url}/api/chat-read.php`, {
      method: 'POST',
      headers: { Cookie: recipient.cookie, 'X-Request-Type': 'client', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: conversationId }),
    });
    expect(read.status).toBe(200);
    await until(senderOtherTab.received, (all) => all.length === 2);
    expect(senderOtherTab.received[1]).toEqual({
      event: 'read',
      data: { conversation_id: conversationId, reader_id: recipient.id, up_to: messageId },
    });
    expect(recipientOnB.received).toHaveLength(1); // a reader is not told of their own read
  });

  it('an own message shows delivered once the recipient’s socket acknowledged it or the recipient fetched it, then read', async () => {
    const [sender, recipient, stranger] = await Promise.all([anna(), ben(), ben()]);
    const recipientOnB = await connectAs(recipient, b.url);
    const senderTab = await connectAs(sender, aUrl);
    const strangerOnA = await connectAs(stranger, aUrl);
    const statuses = async () => {
      const page = await sender.agent.get(`/api/messages.php?conversation_id=${conversationId}`).expect(200);
      return (page.body as { messages: { id: number; status: string }[] }).messages.map((m) => [
        m.id,
        m.status,
      ]);
    };

    const first = await send(sender, recipient, 'First');
    expect(first.status).toBe(201);
    const conversationId = (first.body as { conversation: { id: number } }).conversation.id;
    const firstId = (first.body as { message: { id: number; status: string } }).message.id;
    expect((first.body as { message: { status: string } }).message.status).toBe('sent');
    await until(recipientOnB.received, (all) => of(all, 'message').length === 1);
    // What changes nothing: the sender acknowledging their own message, another member, a malformed body.
    senderTab.socket.emit('delivered', { message_ids: [firstId] });
    strangerOnA.socket.emit('delivered', { message_ids: [firstId] });
    recipientOnB.socket.emit('delivered', { message_ids: ['1'] });
    // The recipient's app acknowledges it on B: the sender's tab on A sees it delivered.
    recipientOnB.socket.emit('delivered', { message_ids: [firstId] });
    await until(senderTab.received, (all) => of(all, 'delivered').length === 1);
    expect(of(senderTab.received, 'delivered')).toEqual([
      { event: 'delivered', data: { conversation_id: conversationId, message_ids: [firstId] } },
    ]);
    expect(await statuses()).toEqual([[firstId, 'delivered']]);

    // The next one is not acknowledged (say the recipient has no socket): fetching the conversation counts.
    const second = await send(sender, recipient, 'Second');
    const secondId = (second.body as { message: { id: number } }).message.id;
    expect(await statuses()).toEqual([
      [firstId, 'delivered'],
      [secondId, 'sent'],
    ]);
    expect(await storedIds(recipient, conversationId)).toEqual([firstId, secondId]); // messages.php on B
    await until(senderTab.received, (all) => of(all, 'delivered').length === 2);
    expect(of(senderTab.received, 'delivered')[1]!.data).toEqual({
      conversation_id: conversationId,
      message_ids: [secondId],
    });
    expect(await statuses()).toEqual([
      [firstId, 'delivered'],
      [secondId, 'delivered'],
    ]);

    // Fetched again, acknowledged again: nothing new. Then read: both read.
    await storedIds(recipient, conversationId);
    recipientOnB.socket.emit('delivered', { message_ids: [firstId, secondId] });
    const read = await fetch(`${b.url}/api/chat-read.php`, {
      method: 'POST',
      headers: { Cookie: recipient.cookie, 'X-Request-Type': 'client', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: conversationId }),
    });
    expect(read.status).toBe(200);
    await until(senderTab.received, (all) => of(all, 'read').length === 1);
    // A round trip behind the acknowledgements: a like through B reaches the sender's tab after them.
    await likeThroughB(recipient, sender);
    await until(senderTab.received, (all) => of(all, 'like').length === 1);
    expect(of(senderTab.received, 'delivered')).toHaveLength(2);
    expect(await statuses()).toEqual([
      [firstId, 'read'],
      [secondId, 'read'],
    ]);
    expect(of(strangerOnA.received, 'delivered')).toEqual([]);
  });

  it('acknowledgements of several recipients at once mark each one’s own messages only, for its own sender', async () => {
    const pairs = await Promise.all([0, 1, 2].map(async () => Promise.all([anna(), ben()])));
    const senders = await Promise.all(pairs.map(([sender]) => connectAs(sender, aUrl)));
    const recipients = await Promise.all(pairs.map(([, recipient]) => connectAs(recipient, b.url)));
    const sent = await Promise.all(pairs.map(([sender, recipient]) => send(sender, recipient, 'Hello')));
    const ids = sent.map((one) => (one.body as { message: { id: number } }).message.id);
    const conversations = sent.map((one) => (one.body as { conversation: { id: number } }).conversation.id);
    for (const recipient of recipients)
      await until(recipient.received, (all) => of(all, 'message').length === 1);

    // At once, on one instance (they share a statement): the first names the third's message too, the
    // third names only the second's, which is not theirs.
    recipients[0]!.socket.emit('delivered', { message_ids: [ids[0], ids[2]] });
    recipients[1]!.socket.emit('delivered', { message_ids: [ids[1]] });
    recipients[2]!.socket.emit('delivered', { message_ids: [ids[1]] });

    for (const index of [0, 1]) {
      await until(senders[index]!.received, (all) => of(all, 'delivered').length === 1);
      expect(of(senders[index]!.received, 'delivered')).toEqual([
        { event: 'delivered', data: { conversation_id: conversations[index], message_ids: [ids[index]] } },
      ]);
    }
    // A round trip behind the acknowledgements: a like through B reaches the third sender after them.
    const [thirdSender, thirdRecipient] = pairs[2]!;
    await likeThroughB(thirdRecipient, thirdSender);
    await until(senders[2]!.received, (all) => of(all, 'like').length === 1);
    expect(of(senders[2]!.received, 'delivered')).toEqual([]);
    const page = await thirdSender.agent
      .get(`/api/messages.php?conversation_id=${conversations[2]}`)
      .expect(200);
    expect((page.body as { messages: { id: number; status: string }[] }).messages).toEqual([
      expect.objectContaining({ id: ids[2], status: 'sent' }),
    ]);
  });

  it('typing reaches the other member of the conversation only, and floods are cut', async () => {
    const [a1, b1, stranger] = await Promise.all([anna(), ben(), ben()]);
    const typist = await connectAs(a1, aUrl);
    const partner = await connectAs(b1, b.url);
    const outsider = await connectAs(stranger, aUrl);
    const first = await send(a1, b1, 'Hi, typing test');
    expect(first.status).toBe(201);
    const conversationId = (first.body as { conversation: { id: number } }).conversation.id;
    // The message itself reaches both (pushed right after the answer); only typing counts from here.
    await until(typist.received, (all) => of(all, 'message').length === 1);
    await until(partner.received, (all) => of(all, 'message').length === 1);
    typist.received.length = 0;
    partner.received.length = 0;

    outsider.socket.emit('typing', { conversation_id: conversationId }); // not theirs: goes nowhere
    for (let i = 0; i < 5; i++) typist.socket.emit('typing', { conversation_id: conversationId });
    await until(partner.received, (all) => all.length >= 1);
    // A round trip after the burst: a like through A arrives after any typing the burst let through.
    await likeThroughA(a1, b1);
    await until(partner.received, (all) => of(all, 'like').length === 1);
    expect(of(partner.received, 'typing')).toEqual([
      { event: 'typing', data: { conversation_id: conversationId, member_id: a1.id } },
    ]);
    expect(typist.received).toEqual([]);
    expect(outsider.received).toEqual([]);
  });

  it('tells nobody of an invisible member’s like, nor of typing between blocked members', async () => {
    const [hidden, b1, a1, visible] = await Promise.all([anna(), ben(), anna(), anna()]);
    const onB = await connectAs(b1, b.url);
    await hidden.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);
    await likeThroughA(hidden, b1);

    // typing in a conversation whose members blocked each other afterwards
    const typist = await connectAs(a1, aUrl);
    const first = await send(a1, b1, 'Hi, before the block');
    expect(first.status).toBe(201);
    const conversationId = (first.body as { conversation: { id: number } }).conversation.id;
    await until(onB.received, (all) => of(all, 'message').length === 1);
    await b1.agent.post('/api/block.php').set('X-Request-Type', 'client').send({ id: a1.id }).expect(201);
    typist.socket.emit('typing', { conversation_id: conversationId });

    // A round trip after both: a visible member's like arrives after anything they let through.
    await likeThroughA(visible, b1);
    await until(onB.received, (all) => of(all, 'like').length >= 1);
    expect(of(onB.received, 'like')).toEqual([{ event: 'like', data: { member_id: visible.id } }]);
    expect(of(onB.received, 'typing')).toEqual([]);
  });

  it('logging out closes the sockets of that session, on every instance', async () => {
    const leaver = await anna();
    const { socket } = await connectAs(leaver, b.url);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await leaver.agent.get('/api/logout.php').set('X-Request-Type', 'client').expect(200);
    expect(await closed).toBe('io server disconnect');
    expect(await refusal(openSocket(b.url, leaver.cookie))).toBe('authentication_required');
  });

  it('deleting the account closes every socket of the member, those of other sessions too', async () => {
    const leaver = await anna();
    const otherSession = { ...leaver, cookie: await logInAgain(leaver) };
    expect(otherSession.cookie).not.toBe(leaver.cookie);
    const sockets = [(await connectAs(leaver, aUrl)).socket, (await connectAs(otherSession, b.url)).socket];
    const closed = sockets.map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );

    await leaver.agent
      .post('/api/delete-account.php')
      .set('X-Request-Type', 'client')
      .send({ reason: 'other' })
      .expect(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a ban closes every socket of the member on every instance; each session then answers account_banned', async () => {
    const member = await anna();
    const otherSession = { ...member, cookie: await logInAgain(member) };
    const sockets = [(await connectAs(member, aUrl)).socket, (await connectAs(otherSession, b.url)).socket];
    const closed = sockets.map(
      (socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)),
    );
    const { agent: operator } = await signedInAdmin(t, 'operator');

    await operator.post(`/admin/api/members/${member.id}/ban`).set('X-Request-Type', 'client').expect(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // B learns of the ban from PostgreSQL's change notice (its row cache); the close came through Redis
    // and may be ahead of it by a moment. The session then answers account_banned once, and is over.
    const poll = async () => {
      const response = await fetch(`${b.url}/api/user.php`, { headers: { Cookie: otherSession.cookie } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const banned = await eventually(poll, ({ status }) => status !== 200);
    expect(banned).toEqual({ status: 403, body: { error: 'account_banned', message: expect.any(String) } });
    expect(await poll()).toEqual({ status: 200, body: { user: null } });
    expect(await refusal(openSocket(b.url, otherSession.cookie))).toBe('authentication_required');
  });

  it('a password change closes the sockets of the member’s other sessions', async () => {
    const member = await anna();
    const otherSession = { ...member, cookie: await logInAgain(member) };
    const { socket } = await connectAs(otherSession, b.url);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await member.agent
      .post('/api/password.php')
      .set('X-Request-Type', 'client')
      .send({ old_password: member.body.password, new_password: 'another horse battery staple' })
      .expect(200);
    expect(await closed).toBe('io server disconnect');
    // B reads the account's epoch from its row cache, which PostgreSQL's change notice updates; the close
    // came through Redis and may be ahead of that notice by a moment: B refuses the old session once it is in.
    const attempt = async () => {
      const socket = openSocket(b.url, otherSession.cookie);
      socket.io.reconnection(false);
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
      socket.disconnect();
      return outcome;
    };
    expect(await eventually(attempt, (outcome) => outcome !== 'connected')).toBe('authentication_required');
  });

  it('a socket that drops for a moment gets what it missed on reconnect, a like and a message (connection-state recovery)', async () => {
    const [liker, liked] = await Promise.all([anna(), ben()]);
    const { socket, received } = await connectAs(liked, b.url);
    const probe = createClient({ url: redis.url }) as RedisClientType;
    probe.on('error', () => undefined);
    await probe.connect();
    afterCleanups.push(() => probe.close());
    const pid = (socket as unknown as { _pid: string })._pid;
    const kept = () => probe.exists(`${process.env.REDIS_PREFIX}:socket.io:session:${pid}`);

    socket.io.reconnection(false);
    socket.io.engine.close(); // the network drops
    await eventually(kept, (found) => found === 1); // B noticed, and kept the session for recovery
    await likeThroughA(liker, liked);
    const sent = await send(liker, liked, 'While you were away');
    expect(sent.status).toBe(201);
    socket.io.reconnection(true);
    const back = new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.connect();
    await back;
    expect(socket.recovered).toBe(true);
    await until(received, (all) => all.length === 2);
    expect(received).toEqual([
      { event: 'like', data: { member_id: liker.id } },
      {
        event: 'message',
        data: {
          conversation_id: (sent.body as { conversation: { id: number } }).conversation.id,
          message: expect.objectContaining({ id: (sent.body as { message: { id: number } }).message.id }),
        },
      },
    ]);
  });

  it('Redis restarted while events are produced: each one arrives on the other instance, once', async () => {
    const liked = await ben();
    // Members the liked one may see (a like from anyone else is not pushed), made while Redis is up.
    const likers = (await Promise.all(Array.from({ length: 31 }, () => anna()))).map((one) => one.id);
    const { received } = await connectAs(liked, b.url);
    const expected: number[] = [];
    const like = async (nth: number) => {
      const likerId = likers[nth - 1]!;
      await publish(new MemberLiked(likerId, liked.id, new Date()));
      expected.push(likerId);
    };
    const arrived = () => of(received, 'like').map((one) => one.data.member_id as number);

    for (let i = 1; i <= 10; i++) await like(i);
    // What Redis took before it goes is out of it (a Redis without persistence keeps nothing in flight).
    await until(received, () => arrived().length === 10);
    await redis.stop();
    for (let i = 11; i <= 20; i++) await like(i); // stored; their sends fail and wait for a retry
    // HTTP goes on answering meanwhile (503 where it needs Redis), on both instances.
    expect([200, 503]).toContain((await request(t.http).get('/api/health')).status);
    expect([200, 503]).toContain((await fetch(`${b.url}/api/health`)).status);
    await redis.start();
    for (let i = 21; i <= 30; i++) await like(i);

    // The failed sends are retried on the outbox's schedule: move A's clock past it and relay.
    await eventually(
      async () => {
        t.clock.advance(60 * 60 * 1000);
        await outbox.flush();
        return arrived().length;
      },
      (count) => count >= expected.length,
      30_000,
    );
    // A last event behind everything: anything sent twice would have arrived before it.
    await like(31);
    await until(received, () => arrived().includes(likers[30]!));
    expect(arrived().sort()).toEqual([...expected].sort());
    // Those sent while Redis was away (and until the app had reconnected) went out on a retry.
    const [retried] = (await t.db.query(
      `SELECT count(*)::int AS count FROM outbox_deliveries d JOIN outbox o ON o.id = d.event_id
        WHERE d.handler = 'PushMemberLiked' AND d.attempts > 1 AND (o.payload->>'likedId')::int = $1`,
      [liked.id],
    )) as [{ count: number }];
    expect(retried.count).toBeGreaterThanOrEqual(10);
  });

  it('Redis restarted while members send messages: every stored message reaches the recipient’s socket once', async () => {
    t.app.get(MessageAbuseLimits).perMinute = { ...t.app.get(MessageAbuseLimits).perMinute, max: 1000 };
    const recipient = await ben();
    const senders = await Promise.all([anna(), anna(), anna()]);
    // Two tabs of the recipient on B: one stays connected throughout; the other drops during the outage.
    const staying = await connectAs(recipient, b.url);
    const dropping = await connectAs(recipient, b.url);
    const drops: string[] = [];
    staying.socket.on('disconnect', (reason) => drops.push(reason));
    const idsOf = (received: Received[]) =>
      of(received, 'message').map((one) => (one.data.message as { id: number }).id);

    const answered = new Set<number>();
    const conversations = new Set<number>();
    let unavailable = 0;
    let loginsAgain = 0;
    const health = async () => (await request(t.http).get('/api/health')).status;
    /** One message, sent again with its client_id (as the app does) until the server has stored it. */
    async function sendStored(sender: Member, text: string): Promise<void> {
      const clientId = randomUUID();
      for (;;) {
        const response = await send(sender, recipient, text, clientId);
        const body = response.body as {
          error?: string;
          message?: { id: number };
          conversation?: { id: number };
        };
        if (response.status === 201 || response.status === 200) {
          answered.add(body.message!.id);
          conversations.add(body.conversation!.id);
          return;
        }
        if (response.status === 503) {
          unavailable++;
          await eventually(health, (status) => status === 200, 30_000); // the outage: wait for Redis
        } else if (response.status === 403 && body.error === 'authentication_required') {
          loginsAgain++; // the restarted Redis lost the session: log in again, as the member would
          sender.cookie = await logInAgain(sender, { keep: true });
        } else throw new Error(`send answered ${response.status} ${JSON.stringify(body)}`);
      }
    }
    let round = 0;
    const everyoneSends = () => {
      round++;
      return Promise.all(senders.map((sender, i) => sendStored(sender, `Round ${round} from ${i}`)));
    };

    await everyoneSends();
    await everyoneSends();
    // What Redis took before it goes is out of it (a Redis without persistence keeps nothing in flight).
    await until(staying.received, () => idsOf(staying.received).length === answered.size);
    await until(dropping.received, () => idsOf(dropping.received).length === answered.size);

    await redis.stop();
    dropping.socket.io.reconnection(false);
    dropping.socket.io.engine.close(); // this tab's network drops while Redis is away
    const duringOutage = everyoneSends(); // 503 while Redis is away: each waits for it and sends again
    await eventually(
      () => Promise.resolve(unavailable),
      (count) => count >= senders.length,
    );
    await redis.start();
    await duringOutage;
    expect(loginsAgain).toBeGreaterThanOrEqual(senders.length);
    await everyoneSends();

    // The dropped tab comes back: its session and its recovery data went with Redis, so the member logs in
    // again, the socket opens anew (not recovered) and the app fetches what it missed (docs/architecture.md).
    recipient.cookie = await logInAgain(recipient, { keep: true });
    dropping.socket.io.opts.extraHeaders = { Cookie: recipient.cookie };
    const back = new Promise<void>((resolve, reject) => {
      dropping.socket.once('ready', resolve);
      dropping.socket.once('connect_error', reject);
    });
    dropping.socket.io.reconnection(true);
    dropping.socket.connect();
    await back;
    expect(dropping.socket.recovered).toBe(false);
    const fetchedAfterGap = new Set<number>();
    for (const conversationId of conversations)
      for (const id of await storedIds(recipient, conversationId)) fetchedAfterGap.add(id);
    await everyoneSends();

    // A last message behind everything: anything sent twice would have arrived before it.
    await sendStored(senders[0]!, 'The last one');
    const stored = new Set<number>();
    for (const conversationId of conversations)
      for (const id of await storedIds(recipient, conversationId)) stored.add(id);
    const newest = Math.max(...stored);
    await eventually(
      async () => {
        await outbox.flush();
        return [idsOf(staying.received), idsOf(dropping.received)];
      },
      ([live, back]) => live!.includes(newest) && back!.includes(newest),
      30_000,
    );

    const sorted = (ids: Iterable<number>) => [...ids].sort((x, y) => x - y);
    expect(stored.size).toBe(senders.length * 5 + 1);
    expect(sorted(answered)).toEqual(sorted(stored));
    // The tab that stayed got each stored message on its socket, once.
    expect(drops).toEqual([]);
    expect(sorted(idsOf(staying.received))).toEqual(sorted(stored));
    // The tab that dropped got each one once on its socket, or fetched it after the gap; none twice.
    const onDropped = idsOf(dropping.received);
    expect(new Set(onDropped).size).toBe(onDropped.length);
    expect(sorted(new Set([...onDropped, ...fetchedAfterGap]))).toEqual(sorted(stored));
    expect(onDropped.every((id) => stored.has(id))).toBe(true);
  });
});
