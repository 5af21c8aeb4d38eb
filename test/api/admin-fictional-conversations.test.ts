import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import type request from 'supertest';
import { MessageAbuseLimits } from '../../server/src/messaging/commands/send-message/abuse-limits';
import { moderatorOf, signedInAdmin, type TestAdmin } from './helpers/admins';
import { type ChatMember, chatMembers } from './helpers/chat-members';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/*
 * Issue 14 §4: chat agents answer the conversations members have with fictional profiles. The queue
 * (oldest unanswered first), the claim (atomic, expiring by the clock), the reply (stored free for the
 * profile, pushed to the member's socket, audited with the agent's id), privacy, and bad input.
 */

const BASE = '/admin/api/fictional_conversations';
const CLAIM_MS = 10 * 60_000;

/** The member session's cookie of a Set-Cookie header, as a Cookie header carries it. */
function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = ([] as string[]).concat(setCookie ?? []);
  return all.find((one) => one.startsWith('kindred.sid='))!.split(';')[0]!;
}

describe('admin API: conversations of fictional profiles', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 2 });
    m = chatMembers(t);
    const limits = t.app.get(MessageAbuseLimits);
    limits.perMinute = { ...limits.perMinute, max: 1000 };
    limits.newConversationsPerHour = { ...limits.newConversationsPerHour, max: 1000 };
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const client = (test: request.Test) => test.set('X-Request-Type', 'client');

  /** A fictional profile the site runs. */
  async function fictional(name = 'Fiona'): Promise<ChatMember> {
    const profile = await m.member({ name });
    await t.db.query(`UPDATE profiles SET fictional = true WHERE id = $1`, [profile.id]);
    return profile;
  }
  /** A paying member who writes to fictional profiles. */
  const member = (name = 'Max') =>
    m.member({ name, gender: 'male', seeking: 'female' }, { premium: true, credits: 100 });
  const agent = () => signedInAdmin(t, 'chat_agent');

  async function writes(from: ChatMember, to: ChatMember, text = 'Hello there'): Promise<number> {
    const sent = await m.send(from, to, text).expect(201);
    return sent.body.conversation.id as number;
  }
  const claim = (a: request.Agent, id: number) => client(a.post(`${BASE}/${id}/claim`));
  const reply = (a: request.Agent, id: number, text = 'Hi, nice to hear from you', clientId = randomUUID()) =>
    client(a.post(`${BASE}/${id}/messages`)).send({ client_id: clientId, text });
  const list = (a: request.Agent, filter: object, sort?: [string, string]) =>
    a.get(BASE).query({ filter: JSON.stringify(filter), ...(sort ? { sort: JSON.stringify(sort) } : {}) });

  const auditOf = (admin: TestAdmin, action: string) =>
    t.db.query(
      `SELECT admin_id, action, resource, record_id, before, after FROM audit_log
        WHERE admin_id = $1 AND action = $2 ORDER BY id`,
      [admin.id, action],
    ) as Promise<Record<string, unknown>[]>;

  it('queues the conversations addressed to fictional profiles, oldest unanswered first', async () => {
    const fiona = await fictional();
    const [ann, bob, cid, real] = [
      await member('Ann'),
      await member('Bob'),
      await member('Cid'),
      await m.member(),
    ];
    const { agent: a } = await agent();

    const bobs = await writes(bob, fiona, 'first, from Bob');
    t.clock.advance(60_000);
    const anns = await writes(ann, fiona, 'second, from Ann');
    t.clock.advance(60_000);
    const cids = await writes(cid, fiona, 'third, from Cid');
    t.clock.advance(60_000);
    // A conversation between two real members is nobody's business here.
    await writes(ann, real, 'not for agents');

    const queue = await list(a, { fictional_id: fiona.id }).expect(200);
    expect(queue.headers['content-range']).toBe('fictional_conversations 0-2/3');
    expect(queue.body.map((row: { id: number }) => row.id)).toEqual([bobs, anns, cids]);
    expect(queue.body[0]).toEqual({
      id: bobs,
      fictional_id: fiona.id,
      fictional_name: 'Fiona',
      member_id: bob.id,
      member_name: 'Bob',
      waiting_since: '2026-11-21T12:00:00.000Z',
      waiting: 1,
      last_message_at: '2026-11-21T12:00:00.000Z',
      claimed_by: null,
      claim_expires_at: null,
      claimed_by_me: false,
    });

    // Bob gets his answer: he moves behind the waiting ones; writing again brings him back, waiting since then.
    await claim(a, bobs).expect(200);
    await reply(a, bobs).expect(201);
    const answered = await list(a, { fictional_id: fiona.id }).expect(200);
    expect(answered.body.map((row: { id: number }) => row.id)).toEqual([anns, cids, bobs]);
    expect(answered.body[2]).toMatchObject({ waiting_since: null, waiting: 0, claimed_by_me: true });
    const waiting = await list(a, { fictional_id: fiona.id, status: 'waiting' }).expect(200);
    expect(waiting.body.map((row: { id: number }) => row.id)).toEqual([anns, cids]);

    t.clock.advance(60_000);
    await writes(bob, fiona, 'me again');
    const again = await list(a, { fictional_id: fiona.id }).expect(200);
    expect(again.body.map((row: { id: number }) => row.id)).toEqual([anns, cids, bobs]);
    expect(again.body[2]).toMatchObject({ waiting: 1, waiting_since: t.clock.now().toISOString() });
    // A second line before the answer: two unanswered, still waiting since the first.
    const firstUnanswered = t.clock.now().toISOString();
    t.clock.advance(60_000);
    await writes(bob, fiona, 'are you there?');
    const twice = await list(a, { fictional_id: fiona.id, status: 'waiting' }).expect(200);
    expect(twice.body.map((row: { id: number }) => row.id)).toEqual([anns, cids, bobs]);
    expect(twice.body[2]).toMatchObject({ waiting: 2, waiting_since: firstUnanswered });
    // Newest activity first when asked.
    const byActivity = await list(a, { fictional_id: fiona.id }, ['last_message_at', 'DESC']).expect(200);
    expect(byActivity.body.map((row: { id: number }) => row.id)).toEqual([bobs, cids, anns]);
  });

  it('lets exactly one of many agents claim a conversation at once, audited once', async () => {
    const fiona = await fictional();
    const conversations = [];
    for (let i = 0; i < 4; i++) conversations.push(await writes(await member(), fiona));
    const agents = await Promise.all([agent(), agent(), agent(), agent(), agent()]);

    for (const id of conversations) {
      const answers = await Promise.all(agents.map(({ agent: a }) => claim(a, id)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      const winner = agents[answers.findIndex((answer) => answer.status === 200)]!;
      const losers = answers.filter((answer) => answer.status === 409);
      for (const loser of losers) expect(loser.body).toMatchObject({ error: 'claimed_by_other' });
      const [holder] = (await t.db.query(`SELECT admin_id FROM fictional_claims WHERE conversation_id = $1`, [
        id,
      ])) as [{ admin_id: number }];
      expect(holder.admin_id).toBe(winner.admin.id);
      const entries = (await t.db.query(
        `SELECT admin_id FROM audit_log WHERE action = 'fictional_conversations.claim' AND record_id = $1`,
        [String(id)],
      )) as { admin_id: number }[];
      expect(entries).toEqual([{ admin_id: winner.admin.id }]);
    }
  });

  it('lets the claim expire by the clock; then another agent may take it over', async () => {
    const fiona = await fictional();
    const id = await writes(await member(), fiona);
    const first = await agent();
    const second = await agent();

    const held = await claim(first.agent, id).expect(200);
    expect(held.body).toEqual({
      admin_id: first.admin.id,
      expires_at: new Date(t.clock.now().getTime() + CLAIM_MS).toISOString(),
      mine: true,
    });
    await claim(second.agent, id).expect(409);
    await reply(second.agent, id).expect(409, /claimed_by_other/);

    t.clock.advance(CLAIM_MS - 1000);
    await claim(second.agent, id).expect(409);
    t.clock.advance(1000);
    await claim(second.agent, id).expect(200);
    // The first agent lost it: their answer is refused, nothing stored.
    const before = await m.count(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [id]);
    await reply(first.agent, id).expect(409, /claimed_by_other/);
    expect(await m.count(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [id])).toBe(
      before,
    );

    const view = await first.agent.get(`${BASE}/${id}`).expect(200);
    expect(view.body.claim).toEqual({
      admin_id: second.admin.id,
      expires_at: expect.any(String),
      mine: false,
    });
    // Without any claim, no answer either.
    await client(second.agent.post(`${BASE}/${id}/release`)).expect(200);
    await reply(second.agent, id).expect(409, /claim_required/);
    await client(second.agent.post(`${BASE}/${id}/release`)).expect(409);
  });

  it('stores the reply free for the profile, pushes it to the member, audits it with the agent', async () => {
    const fiona = await fictional();
    const max = await member();
    const id = await writes(max, fiona, 'Are you there?');
    const balanceBefore = await m.balance(max);
    const { admin, agent: a } = await agent();

    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: sessionCookie(max.response.headers['set-cookie']) },
    });
    sockets.push(socket);
    const received: Record<string, unknown>[] = [];
    socket.on('message', (data: Record<string, unknown>) => received.push(data));
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', resolve);
      socket.once('connect_error', reject);
    });

    // The profile has not been active for weeks: answering makes it active, as writing makes a member.
    const weeksAgo = new Date(t.clock.now().getTime() - 20 * 24 * 60 * 60 * 1000);
    await t.db.query(`UPDATE profiles SET last_active_at = $2 WHERE id = $1`, [fiona.id, weeksAgo]);

    await claim(a, id).expect(200);
    const clientId = randomUUID();
    const sent = await reply(a, id, 'Yes, I am here!', clientId).expect(201);
    expect(sent.body).toEqual({
      message: {
        id: expect.any(Number),
        client_id: clientId,
        kind: 'text',
        text: 'Yes, I am here!',
        photo: null,
        gift: null,
        at: t.clock.now().toISOString(),
        mine: true,
        status: 'sent',
      },
    });
    // A retry with the same client_id: the same message, stored once.
    const retry = await reply(a, id, 'Yes, I am here!', clientId).expect(200);
    expect(retry.body.message.id).toBe(sent.body.message.id);

    const messageId = sent.body.message.id as number;
    const [row] = (await t.db.query(
      `SELECT sender_id, recipient_id, credits, state FROM messages WHERE id = $1`,
      [messageId],
    )) as [Record<string, unknown>];
    expect(row).toEqual({ sender_id: fiona.id, recipient_id: max.id, credits: 0, state: 'sent' });
    expect(
      await m.count(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1`, [fiona.id]),
    ).toBe(0);
    expect(await m.balance(max)).toBe(balanceBefore);

    // The member's open app gets an ordinary message, in real time.
    await eventually(
      () => Promise.resolve(received),
      (all) => all.some((one) => (one.message as { id: number }).id === messageId),
    );
    const pushed = received.find((one) => (one.message as { id: number }).id === messageId)!;
    expect(pushed).toEqual({
      conversation_id: id,
      message: expect.objectContaining({
        id: messageId,
        text: 'Yes, I am here!',
        mine: false,
        client_id: null,
      }),
    });
    // And in the member's conversation, their own message read by the profile that answered.
    const page = await max.agent.get('/api/messages.php').query({ conversation_id: id }).expect(200);
    expect(JSON.stringify(page.body)).toContain('Yes, I am here!');
    const own = (page.body.messages as { text: string; mine: boolean; status: string }[]).find(
      (one) => one.mine && one.text === 'Are you there?',
    );
    expect(own?.status).toBe('read');
    expect(page.body.profile).toMatchObject({ online: true, last_active_at: t.clock.now().toISOString() });

    expect(await auditOf(admin, 'fictional_conversations.reply')).toEqual([
      {
        admin_id: admin.id,
        action: 'fictional_conversations.reply',
        resource: 'fictional_conversations',
        record_id: String(id),
        before: null,
        after: { message_id: messageId, fictional_id: fiona.id, member_id: max.id, text: 'Yes, I am here!' },
      },
    ]);
  });

  it('keeps the profile notes, edited by the agent and audited', async () => {
    const fiona = await fictional();
    const id = await writes(await member(), fiona);
    const { admin, agent: a } = await agent();

    expect((await a.get(`${BASE}/${id}`).expect(200)).body.fictional).toMatchObject({
      id: fiona.id,
      notes: '',
      notes_updated_at: null,
    });
    const saved = await client(a.put(`${BASE}/${id}/notes`)).send({
      notes: 'Loves hiking. Lives in Utrecht.',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      notes: 'Loves hiking. Lives in Utrecht.',
      notes_updated_at: expect.any(String),
    });
    // The notes belong to the profile: another conversation of it shows them too.
    const other = await writes(await member(), fiona);
    expect((await a.get(`${BASE}/${other}`).expect(200)).body.fictional.notes).toBe(
      'Loves hiking. Lives in Utrecht.',
    );
    expect(await auditOf(admin, 'fictional_conversations.notes')).toEqual([
      expect.objectContaining({
        before: { profile_id: fiona.id, notes: '' },
        after: { profile_id: fiona.id, notes: 'Loves hiking. Lives in Utrecht.' },
      }),
    ]);
  });

  it("never shows a member's e-mail, payments or other conversations", async () => {
    const fiona = await fictional();
    const max = await member();
    const real = await m.member({ name: 'Rita' });
    await writes(max, real, 'a secret for Rita only');
    const id = await writes(max, fiona, 'Hello Fiona');
    const { agent: a } = await agent();

    const answers = [
      await list(a, {}).expect(200),
      await list(a, { member_id: max.id }).expect(200),
      await a.get(`${BASE}/${id}`).expect(200),
      await claim(a, id).expect(200),
      await reply(a, id).expect(201),
      await client(a.put(`${BASE}/${id}/notes`))
        .send({ notes: 'n' })
        .expect(200),
    ];
    const view = answers[2]!.body as Record<string, unknown>;
    expect(Object.keys(view).sort()).toEqual(
      ['claim', 'fictional', 'id', 'member', 'member_id', 'messages', 'waiting_since'].sort(),
    );
    expect(Object.keys(view.member as object).sort()).toEqual(
      ['age', 'city', 'country', 'fictional', 'id', 'last_active_at', 'main_image', 'name', 'region'].sort(),
    );
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(max.body.email);
      expect(text).not.toContain('a secret for Rita only');
      expect(text).not.toMatch(/"(email|credits|balance|orders?|payments?|paid_user|premium|iban|ledger)"/);
    }
    // The other conversation is not reachable through this resource either.
    const [secret] = (await t.db.query(
      `SELECT conversation_id FROM conversation_members WHERE member_id = $1 AND partner_id = $2`,
      [max.id, real.id],
    )) as [{ conversation_id: number }];
    await a.get(`${BASE}/${secret.conversation_id}`).expect(404);
    await claim(a, secret.conversation_id).expect(404);
    await reply(a, secret.conversation_id).expect(404);
    await client(a.put(`${BASE}/${secret.conversation_id}/notes`))
      .send({ notes: 'x' })
      .expect(404);
    expect((await list(a, { id: secret.conversation_id }).expect(200)).body).toEqual([]);
  });

  it('leaves the conversations of banned and deleted members out of the queue and refuses a reply to them', async () => {
    const fiona = await fictional();
    const [max, dan] = [await member('Max'), await member('Dan')];
    const maxs = await writes(max, fiona, 'Hello Fiona');
    const dans = await writes(dan, fiona, 'Hi there');
    const { agent: a } = await agent();
    await claim(a, maxs).expect(200);
    const queued = async () =>
      ((await list(a, { fictional_id: fiona.id }).expect(200)).body as { id: number }[]).map((row) => row.id);
    expect(await queued()).toEqual([maxs, dans]);
    const moderate = await moderatorOf(t, max.id);
    await moderate('ban');
    await m.write(dan.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
    expect(await queued()).toEqual([]);
    const refused = await reply(a, maxs);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: { error: 'member_not_found', message: 'This member does not exist.' },
    });
    // The console shows the server's message in the agent's language.
    expect((await reply(a, maxs).set('Accept-Language', 'de').expect(404)).body.message).toBe(
      'Dieses Mitglied existiert nicht.',
    );
    expect((await reply(a, dans).expect(404)).body.error).toBe('member_not_found');
    expect(await m.count(`SELECT count(*)::int AS n FROM messages WHERE sender_id = $1`, [fiona.id])).toBe(0);

    // Unbanned, Max is back in the queue and may be answered.
    await moderate('unban');
    expect(await queued()).toEqual([maxs]);
    await reply(a, maxs).expect(201);
  });

  describe('leaves the conversations of banned and deleted members alone', () => {
    const gone = { error: 'member_not_found', message: 'This member does not exist.' };
    const answer = async (call: request.Test) => {
      const { status, body } = await call;
      return { status, body };
    };

    /** Max (banned) and Dan (deleted account) wrote to Fiona; an agent who never touched either. */
    async function departed() {
      const fiona = await fictional();
      const [max, dan] = [await member('Max'), await member('Dan')];
      const ids = [await writes(max, fiona, 'Hello Fiona'), await writes(dan, fiona, 'Hi there')];
      const moderate = await moderatorOf(t, max.id);
      await moderate('ban');
      await m.write(dan.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
      return { fiona, ids, moderate, ...(await agent()) };
    }
    /** What an agent's claim or notes would write: claims, the profile's notes and the agent's audit entries. */
    const written = (fionaId: number, adminId: number, ids: number[]) =>
      t.db.query(
        `SELECT (SELECT count(*) FROM fictional_claims WHERE conversation_id = ANY($3::int[]))::int AS claims,
                (SELECT count(*) FROM fictional_notes WHERE profile_id = $1)::int AS notes,
                (SELECT count(*) FROM audit_log WHERE admin_id = $2 AND resource = 'fictional_conversations')::int AS audit`,
        [fionaId, adminId, ids],
      );
    const nothing = [{ claims: 0, notes: 0, audit: 0 }];

    it('refuses to open them with 404 member_not_found, translated, until an unban', async () => {
      const { fiona, ids, moderate, admin, agent: a } = await departed();
      for (const id of ids) expect(await answer(a.get(`${BASE}/${id}`))).toEqual({ status: 404, body: gone });
      expect((await a.get(`${BASE}/${ids[0]}`).set('Accept-Language', 'de').expect(404)).body.message).toBe(
        'Dieses Mitglied existiert nicht.',
      );
      expect(await written(fiona.id, admin.id, ids)).toEqual(nothing);
      await moderate('unban');
      expect((await a.get(`${BASE}/${ids[0]}`).expect(200)).body.id).toBe(ids[0]);
    });

    it('refuses to claim them with 404 member_not_found and writes no claim, until an unban', async () => {
      const { fiona, ids, moderate, admin, agent: a } = await departed();
      for (const id of ids) expect(await answer(claim(a, id))).toEqual({ status: 404, body: gone });
      expect(await written(fiona.id, admin.id, ids)).toEqual(nothing);
      await moderate('unban');
      await claim(a, ids[0]!).expect(200);
    });

    it('refuses notes through them with 404 member_not_found and saves none, until an unban', async () => {
      const { fiona, ids, moderate, admin, agent: a } = await departed();
      const annotate = (id: number) => client(a.put(`${BASE}/${id}/notes`)).send({ notes: 'Likes dogs.' });
      for (const id of ids) expect(await answer(annotate(id))).toEqual({ status: 404, body: gone });
      expect(await written(fiona.id, admin.id, ids)).toEqual(nothing);
      await moderate('unban');
      expect((await annotate(ids[0]!).expect(200)).body.notes).toBe('Likes dogs.');
    });
  });

  it('refuses bad input with 400 {error, message} and changes nothing', async () => {
    const fiona = await fictional();
    const id = await writes(await member(), fiona);
    const { agent: a } = await agent();
    await claim(a, id).expect(200);
    const counts = () =>
      t.db.query(
        `SELECT (SELECT count(*) FROM messages)::int AS messages, (SELECT count(*) FROM audit_log)::int AS audit,
                (SELECT coalesce(string_agg(notes, '|'), '') FROM fictional_notes) AS notes`,
      );
    const before = await counts();

    const refusals: [request.Test, string][] = [
      [client(a.post(`${BASE}/${id}/messages`)).send({ client_id: randomUUID() }), 'message_empty'],
      [
        client(a.post(`${BASE}/${id}/messages`)).send({ client_id: randomUUID(), text: '   ' }),
        'message_empty',
      ],
      [client(a.post(`${BASE}/${id}/messages`)).send({ client_id: randomUUID(), text: 42 }), 'message_empty'],
      [
        client(a.post(`${BASE}/${id}/messages`)).send({ client_id: 'no spaces allowed', text: 'hi' }),
        'bad_request',
      ],
      [client(a.post(`${BASE}/${id}/messages`)).send({ text: 'hi' }), 'bad_request'],
      [
        client(a.post(`${BASE}/${id}/messages`)).send({ client_id: randomUUID(), text: 'x'.repeat(20_001) }),
        'message_too_long',
      ],
      [client(a.put(`${BASE}/${id}/notes`)).send({}), 'bad_request'],
      [client(a.put(`${BASE}/${id}/notes`)).send({ notes: ['a'] }), 'bad_request'],
      [client(a.put(`${BASE}/${id}/notes`)).send({ notes: 'x'.repeat(10_001) }), 'fictional_notes_too_long'],
      [a.get(BASE).query({ filter: JSON.stringify({ email: 'x' }) }), 'invalid_filter'],
      [a.get(BASE).query({ filter: JSON.stringify({ status: 'nope' }) }), 'invalid_filter'],
      [a.get(BASE).query({ filter: JSON.stringify({ available: 'yes' }) }), 'invalid_filter'],
      [a.get(BASE).query({ filter: '{not json' }), 'invalid_filter'],
      [a.get(BASE).query({ sort: JSON.stringify(['member_email', 'ASC']) }), 'invalid_sort'],
      [a.get(BASE).query({ range: JSON.stringify([5, 1]) }), 'invalid_range'],
    ];
    for (const [call, code] of refusals) {
      const answer = await call;
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 400, error: code });
      expect(answer.body.message).toEqual(expect.any(String));
      // Every placeholder filled: "at most 10000 characters", not "at most {max} characters".
      expect(answer.body.message).not.toMatch(/[{}]/);
    }
    for (const path of [`${BASE}/abc`, `${BASE}/0`, `${BASE}/2147483648`, `${BASE}/999999`]) {
      await a.get(path).expect(404);
    }
    expect(await counts()).toEqual(before);

    // Generated bodies and ids: never a 5xx, every refusal is {error, message}.
    const anything = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ client_id: anything, text: anything, notes: anything }, { requiredKeys: [] }),
        fc.oneof(fc.constant(String(id)), fc.string({ maxLength: 12 }).map(encodeURIComponent)),
        fc.constantFrom('messages', 'notes', 'claim', 'release', ''),
        async (body, target, action) => {
          const path = `${BASE}/${target || 'x'}${action && `/${action}`}`;
          const call = action === 'notes' ? a.put(path) : action ? a.post(path) : a.get(path);
          const answer = await client(call).send(body as object);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body).toEqual(
              expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
            );
          }
        },
      ),
      { numRuns: 60, seed: 20261126 },
    );
  });
});
