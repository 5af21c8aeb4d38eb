import { EventBus, QueryBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import request from 'supertest';
import { InvisibleModeChanged } from '../../server/src/identity/identity.contracts';
import {
  GetBlockRelationsQuery,
  MemberBlocked,
  MemberUnblocked,
} from '../../server/src/profiles/profiles.contracts';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('blocking and reporting', () => {
  let t: TestApp;
  const events: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    t.app.get(EventBus).subscribe((event) => events.push(event));
  });
  afterAll(() => t.close());

  const send = (agent: request.Agent, method: 'post' | 'delete', path: string, body: object) =>
    agent[method](path).set('X-Request-Type', 'client').send(body);

  it('blocks and unblocks, seen from both sides', async () => {
    const { agent: anna, user: annaUser } = await signUp(t);
    const { user: ben } = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
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
    const { agent } = await signUp(t);
    const { agent: targetAgent, user: target } = await signUp(t);
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
    const { agent } = await signUp(t);
    const { user: target } = await signUp(t);
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

  it('needs a login', async () => {
    await request(t.http).post('/api/block.php').set('X-Request-Type', 'client').send({ id: 1 }).expect(403);
    await request(t.http)
      .post('/api/report.php')
      .set('X-Request-Type', 'client')
      .send({ id: 1, reason: 'spam' })
      .expect(403);
  });
});
