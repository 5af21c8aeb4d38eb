import { EventBus, QueryBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import request from 'supertest';
import { InvisibleModeChanged } from '../../server/src/identity/identity.contracts';
import {
  GetBlockRelationsQuery,
  MemberBlocked,
  MemberUnblocked,
} from '../../server/src/profiles/profiles.contracts';
import { signedInAdmin } from './helpers/admins';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('blocking and reporting', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  const events: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    m = chatMembers(t);
    t.app.get(EventBus).subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const send = (agent: request.Agent, method: 'post' | 'put' | 'delete', path: string, body: object) =>
    agent[method](path).set('X-Request-Type', 'client').send(body);

  it('blocks and unblocks, seen from both sides', async () => {
    const { agent: anna, user: annaUser } = await m.member();
    const { user: ben } = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    await send(anna, 'post', '/api/block.php', { id: ben.id }).expect(201);
    await send(anna, 'post', '/api/block.php', { id: ben.id }).expect(201); // twice is still one block
    expect(events.filter((e) => e instanceof MemberBlocked && e.blockedId === ben.id)).toHaveLength(1);

    const bus = t.app.get(QueryBus);
    expect(await bus.execute(new GetBlockRelationsQuery(annaUser.id))).toEqual({
      blocked: [ben.id],
      blockedBy: [],
    });
    expect(await bus.execute(new GetBlockRelationsQuery(ben.id))).toEqual({
      blocked: [],
      blockedBy: [annaUser.id],
    });
    const listed = await anna.get('/api/blocks.php').expect(200);
    expect(listed.body.blocks).toEqual([{ id: ben.id, name: 'Ben' }]);

    await send(anna, 'delete', '/api/block.php', { id: ben.id }).expect(200);
    await send(anna, 'delete', '/api/block.php', { id: ben.id }).expect(200); // nothing left to lift
    expect(await bus.execute(new GetBlockRelationsQuery(ben.id))).toEqual({ blocked: [], blockedBy: [] });
    expect(events.filter((e) => e instanceof MemberUnblocked && e.blockedId === ben.id)).toHaveLength(1);
    // Both went through the outbox, written with the change, so a crash after the commit loses neither.
    expect(await storedEvents(['MemberBlocked', 'MemberUnblocked'], 'blockedId', ben.id)).toEqual([
      'MemberBlocked',
      'MemberUnblocked',
    ]);
  });

  it('announces a switch of invisible mode once, through the outbox', async () => {
    const { agent, user } = await signUp(t);
    const put = (body: object) => agent.put('/api/user.php').set('X-Request-Type', 'client').send(body);
    await put({ invisible: true }).expect(200);
    await put({ invisible: true }).expect(200); // no switch, no event
    await put({ language: 'de' }).expect(200);
    await put({ invisible: false }).expect(200);
    const announced = events.filter((e) => e instanceof InvisibleModeChanged && e.accountId === user.id);
    expect(announced.map((e) => (e as InvisibleModeChanged).invisible)).toEqual([true, false]);
    expect(await storedEvents(['InvisibleModeChanged'], 'accountId', user.id)).toHaveLength(2);
  });

  async function storedEvents(names: string[], key: string, id: number): Promise<string[]> {
    const rows = (await t.db.query(
      `SELECT event FROM outbox WHERE event = ANY($1::text[]) AND (payload->>$2)::int = $3 ORDER BY id`,
      [names, key, id],
    )) as { event: string }[];
    return rows.map((row) => row.event);
  }

  it('refuses blocking oneself or nobody', async () => {
    const { agent, user } = await signUp(t);
    const self = await send(agent, 'post', '/api/block.php', { id: user.id }).expect(400);
    expect(self.body).toEqual({ error: 'cannot_block_self', message: 'You cannot block yourself.' });
    const nobody = await send(agent, 'post', '/api/block.php', { id: 99999999 }).expect(404);
    expect(nobody.body.message).toBe('This member does not exist.');
    await send(agent, 'post', '/api/block.php', { id: 'abc' }).expect(400);
  });

  it('files a report about a profile or one of its photos as a complaint', async () => {
    const { agent } = await m.member();
    const { agent: targetAgent, user: target } = await m.member();
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const photo = (
      await targetAgent
        .post('/api/photos.php')
        .set('X-Request-Type', 'client')
        .attach('photo', jpeg, 'a.jpg')
        .expect(201)
    ).body.photo;

    const response = await send(agent, 'post', '/api/report.php', {
      id: target.id,
      photo_id: photo.id,
      reason: 'inappropriate_photo',
      remarks: 'Not a portrait',
    }).expect(201);
    const [complaint] = (await t.db.query('SELECT * FROM complaints WHERE id = $1', [
      response.body.complaint.id,
    ])) as [Record<string, unknown>];
    expect(complaint).toMatchObject({
      target_profile_id: target.id,
      target_photo_id: photo.id,
      reason: 'inappropriate_photo',
      remarks: 'Not a portrait',
      status: 'open',
    });
  });

  it('refuses a report with a bad reason or a photo of someone else, filing nothing', async () => {
    const { agent } = await m.member();
    const { user: target } = await m.member();
    const before = ((await t.db.query('SELECT count(*)::int AS c FROM complaints')) as [{ c: number }])[0].c;
    const reason = await send(agent, 'post', '/api/report.php', { id: target.id, reason: 'ugly' }).expect(
      400,
    );
    expect(reason.body.message).toBe('Choose a reason for your report.');
    await send(agent, 'post', '/api/report.php', { id: target.id, photo_id: 424242, reason: 'spam' }).expect(
      404,
    );
    const after = ((await t.db.query('SELECT count(*)::int AS c FROM complaints')) as [{ c: number }])[0].c;
    expect(after).toBe(before);
  });

  describe('members the caller may not see', () => {
    const report = (agent: request.Agent, id: number) =>
      send(agent, 'post', '/api/report.php', { id, reason: 'spam' });
    const complain = (agent: request.Agent, memberId: number, messageId?: number) =>
      send(agent, 'post', '/api/complaints.php', {
        member_id: memberId,
        message_id: messageId,
        reason: 'harassment',
        text: 'x',
      });
    const goInvisible = (member: ChatMember) =>
      send(member.agent, 'put', '/api/user.php', { invisible: true }).expect(200);
    const complaintsBy = async (reporterId: number) =>
      (
        (await t.db.query('SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1', [
          reporterId,
        ])) as [{ n: number }]
      )[0].n;

    /** One member in each state member.php answers 404 for, each made so through the API. */
    async function hiddenMembers(): Promise<Record<string, number>> {
      const male = { gender: 'male', seeking: 'female' };
      const invisible = await m.member({ name: 'Ivo', ...male });
      await goInvisible(invisible);
      const banned = await m.member({ name: 'Bram', ...male });
      const moderator = await signedInAdmin(t, 'moderator');
      await moderator.agent
        .post(`/admin/api/members/${banned.id}/ban`)
        .set('X-Request-Type', 'client')
        .send({})
        .expect(200);
      const deleted = await m.member({ name: 'Zelda', ...male });
      await send(deleted.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
      const notActivated = (await signUp(t, { name: 'Nico', ...male })).user.id as number;
      return { invisible: invisible.id, banned: banned.id, deleted: deleted.id, notActivated };
    }

    it('answers 404 member_not_found to block, report and complaint, as member.php does, and names no one', async () => {
      const anna = await m.member({ name: 'Anna' });
      const hidden = await hiddenMembers();
      for (const [state, id] of [...Object.entries(hidden), ['unknown', 2_000_000_000] as const]) {
        const page = await anna.agent.get(`/api/member.php?id=${id}`).expect(404);
        const notFound = { error: 'member_not_found', message: page.body.message as string };
        expect(notFound.message).toBe('This member does not exist.');
        const answers = [
          await send(anna.agent, 'post', '/api/block.php', { id }),
          await report(anna.agent, id),
          await complain(anna.agent, id),
        ];
        for (const answer of answers) {
          expect([state, answer.status]).toEqual([state, 404]);
          expect(answer.body).toMatchObject(notFound);
          expect(JSON.stringify(answer.body)).not.toMatch(/Ivo|Bram|Zelda|Nico/);
        }
      }
      expect((await anna.agent.get('/api/blocks.php').expect(200)).body).toEqual({ blocks: [] });
      expect(await complaintsBy(anna.id)).toBe(0);
    });

    it('lets a chat partner in invisible mode be blocked and reported, by their partner only', async () => {
      const anna = await m.member({ name: 'Anna' });
      const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' }, { credits: 50 });
      const carl = await m.member({ name: 'Carl' });
      const message = (await m.send(ben, anna, 'You will regret this').expect(201)).body.message.id as number;
      await goInvisible(ben);

      // Carl has no conversation with Ben: Ben is hidden from him.
      await send(carl.agent, 'post', '/api/block.php', { id: ben.id }).expect(404);
      await report(carl.agent, ben.id).expect(404);
      await complain(carl.agent, ben.id).expect(404);

      // Anna talks with Ben: she reports him, about his message too, and blocks him, then complains again.
      await report(anna.agent, ben.id).expect(201);
      const filed = await complain(anna.agent, ben.id, message).expect(201);
      expect(filed.body.complaint).toMatchObject({
        member: { id: ben.id, name: 'Ben' },
        message: { id: message, text: 'You will regret this' },
      });
      await send(anna.agent, 'post', '/api/block.php', { id: ben.id }).expect(201);
      expect((await anna.agent.get('/api/blocks.php').expect(200)).body).toEqual({
        blocks: [{ id: ben.id, name: 'Ben' }],
      });
      await complain(anna.agent, ben.id).expect(201);
      // Ben, invisible, may block and report Anna as well.
      await send(ben.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
      await report(ben.agent, anna.id).expect(201);
      expect(await complaintsBy(anna.id)).toBe(3);
    });

    it('unblocks a blocked member whatever their state, and a repeated block stays one block', async () => {
      const anna = await m.member({ name: 'Anna' });
      const bus = t.app.get(QueryBus);
      for (const make of ['invisible', 'deleted'] as const) {
        const dora = await m.member({ name: 'Dora', gender: 'male', seeking: 'female' });
        await send(anna.agent, 'post', '/api/block.php', { id: dora.id }).expect(201);
        if (make === 'invisible') await goInvisible(dora);
        else await send(dora.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
        await send(anna.agent, 'post', '/api/block.php', { id: dora.id }).expect(201);
        await send(anna.agent, 'delete', '/api/block.php', { id: dora.id }).expect(200);
        expect((await bus.execute(new GetBlockRelationsQuery(anna.id, true))).blocked).toEqual([]);
        // Once unblocked, the hidden member is out of reach again.
        await send(anna.agent, 'post', '/api/block.php', { id: dora.id }).expect(404);
      }
    });
  });

  it('needs a login', async () => {
    await request(t.http).post('/api/block.php').set('X-Request-Type', 'client').send({ id: 1 }).expect(403);
    await request(t.http)
      .post('/api/report.php')
      .set('X-Request-Type', 'client')
      .send({ id: 1, reason: 'spam' })
      .expect(403);
  });
});
