import sharp from 'sharp';
import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('own photos', () => {
  let t: TestApp;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (agent: request.Agent, file: Buffer = jpeg, name = 'me.jpg') =>
    agent.post('/api/photos.php').set('X-Request-Type', 'client').attach('photo', file, name);
  const photoCount = async (profileId: number) =>
    (
      (await t.db.query('SELECT count(*)::int AS c FROM photos WHERE profile_id = $1', [profileId])) as [
        { c: number },
      ]
    )[0].c;

  it('lets a free member keep 3 photos and refuses the 4th with a clear message', async () => {
    const { agent, user } = await signUp(t);
    for (let i = 0; i < 3; i++) await upload(agent).expect(201);
    const fourth = await upload(agent).expect(403);
    expect(fourth.body).toEqual({
      error: 'photo_limit_reached',
      message: 'You can upload up to 3 photos. Premium members can upload up to 25.',
    });
    expect(await photoCount(user.id)).toBe(3);
  });

  it('lets a premium member keep 25 photos', async () => {
    const { agent, user } = await signUp(t);
    await t.db.query('UPDATE accounts SET paid_user = true WHERE id = $1', [user.id]);
    for (let i = 0; i < 25; i++) await upload(agent).expect(201);
    const next = await upload(agent).expect(403);
    expect(next.body.message).toBe('You have reached the maximum of 25 photos.');
    expect(await photoCount(user.id)).toBe(25);
  });

  it('never passes the limit with parallel uploads', async () => {
    const { agent, user } = await signUp(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(agent)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await photoCount(user.id)).toBe(3);
  });

  it('chooses the main photo and promotes the next one when the main is deleted', async () => {
    const { agent } = await signUp(t);
    const first = (await upload(agent).expect(201)).body.photo;
    const second = (await upload(agent).expect(201)).body.photo;
    const listed = await agent
      .put('/api/photos.php')
      .set('X-Request-Type', 'client')
      .send({ id: second.id })
      .expect(200);
    expect(listed.body.photos.find((p: { id: number }) => p.id === second.id).main).toBe(true);
    expect(listed.body.photos.find((p: { id: number }) => p.id === first.id).main).toBe(false);

    await request(t.http).get(`/media/${second.filename}`).expect(200);
    const after = await agent
      .delete('/api/photos.php')
      .set('X-Request-Type', 'client')
      .send({ id: second.id })
      .expect(200);
    expect(after.body.photos).toEqual([expect.objectContaining({ id: first.id, main: true })]);
    await request(t.http).get(`/media/${second.filename}`).expect(404);
  });

  it('keeps exactly one main photo when main photos are chosen and deleted at once', async () => {
    const { agent, user } = await signUp(t);
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push((await upload(agent).expect(201)).body.photo);
    const choose = (id: number) => agent.put('/api/photos.php').set('X-Request-Type', 'client').send({ id });
    const chosen = await Promise.all(photos.flatMap((p) => [choose(p.id), choose(p.id)]));
    expect(chosen.map((r) => r.status)).toEqual(Array(6).fill(200));

    const [main] = (await t.db.query('SELECT id FROM photos WHERE profile_id = $1 AND is_main', [
      user.id,
    ])) as {
      id: number;
    }[];
    const other = photos.find((p) => p.id !== main.id)!;
    const crossing = await Promise.all([
      agent.delete('/api/photos.php').set('X-Request-Type', 'client').send({ id: main.id }),
      choose(other.id),
      choose(main.id),
    ]);
    expect(crossing[0].status).toBe(200);
    expect(crossing[1].status).toBe(200);
    expect([200, 404]).toContain(crossing[2].status);
    const mains = (await t.db.query(
      'SELECT count(*)::int AS c FROM photos WHERE profile_id = $1 AND is_main',
      [user.id],
    )) as [{ c: number }];
    expect(mains[0].c).toBe(1);
  });

  it("keeps another member's photos out of reach", async () => {
    const { agent: owner, user } = await signUp(t);
    const photo = (await upload(owner).expect(201)).body.photo;
    const { agent: other } = await signUp(t);
    await other.put('/api/photos.php').set('X-Request-Type', 'client').send({ id: photo.id }).expect(404);
    const response = await other
      .delete('/api/photos.php')
      .set('X-Request-Type', 'client')
      .send({ id: photo.id })
      .expect(404);
    expect(response.body.message).toBe('This photo does not exist.');
    expect(await photoCount(user.id)).toBe(1);
  });

  it.each([
    ['a non-image file', Buffer.from('just some text, not a picture'), 400, 'photo_invalid'],
    [
      'a corrupt image',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      400,
      'photo_invalid',
    ],
    ['an oversized file', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 413, 'payload_too_large'],
  ])('refuses %s and stores nothing', async (_, file, status, code) => {
    const { agent, user } = await signUp(t);
    const response = await upload(agent, file as Buffer).expect(status as number);
    expect(response.body.error).toBe(code);
    expect(await photoCount(user.id)).toBe(0);
  });

  it('needs a login', async () => {
    await request(t.http)
      .post('/api/photos.php')
      .set('X-Request-Type', 'client')
      .attach('photo', jpeg, 'a.jpg')
      .expect(403);
  });

  it('limits uploads to 60 an hour per account, whatever was refused or deleted in between', async () => {
    const { agent } = await signUp(t);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 60; i++) {
      const response = await upload(agent, tiny);
      expect([201, 403]).toContain(response.status);
    }
    const limited = await upload(agent, tiny).expect(429);
    expect(limited.body.error).toBe('too_many_requests');
  });

  it('holds the upload limit when 65 uploads arrive at once: 60 are looked at, 5 get 429', async () => {
    const { agent } = await signUp(t);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const statuses = (await Promise.all(Array.from({ length: 65 }, () => upload(agent, tiny)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 429).every((status) => [201, 403].includes(status))).toBe(
      true,
    );
  });
});
