import sharp from 'sharp';
import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

describe('member profile pages (GET /api/member.php)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    // pre-moderation: a photo others may see is an approved one, and the pending one stays out of reach
    await createSite(t.db, { is_default: true, photo_moderation: 'pre' });
  });
  afterAll(() => t.close());

  async function jpeg(shade: number): Promise<Buffer> {
    return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: shade, g: 0, b: 0 } } })
      .jpeg()
      .toBuffer();
  }

  /** An enabled member with `count` approved photos (the first is the main one) and one still pending. */
  async function memberWithPhotos(count: number, overrides: Record<string, unknown> = {}) {
    const member = await signUp(t, { name: 'Photo Owner', ...overrides });
    await t.db.query(`UPDATE accounts SET paid_user = true WHERE id = $1`, [member.user.id]);
    for (let i = 0; i <= count; i++) {
      await member.agent
        .post('/api/photos.php')
        .set('X-Request-Type', 'client')
        .attach('photo', await jpeg(20 * i), `p${i}.jpg`)
        .expect(201);
    }
    const photos = (await t.db.query(
      `SELECT id, filename, thumb_filename, is_main FROM photos WHERE profile_id = $1 ORDER BY id`,
      [member.user.id],
    )) as { id: number; filename: string; thumb_filename: string; is_main: boolean }[];
    await t.db.query(`UPDATE photos SET status = 'approved' WHERE id = ANY($1)`, [
      photos.slice(0, count).map((p) => p.id),
    ]);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return { ...member, photos, pending: photos[count]! };
  }

  const view = (agent: Agent | null, id: number) =>
    (agent ?? request(t.http)).get(`/api/member.php?id=${id}`);

  it('shows a visitor the main photo, a free member two, a premium member all; locked photos carry no URL', async () => {
    const owner = await memberWithPhotos(4);
    const visitor = await view(null, owner.user.id).expect(200);
    const { agent: free } = await signUp(t);
    const freeView = await view(free, owner.user.id).expect(200);
    const { agent: premium, user: premiumUser } = await signUp(t);
    await t.db.query(`UPDATE accounts SET paid_user = true WHERE id = $1`, [premiumUser.id]);
    const premiumView = await view(premium, owner.user.id).expect(200);

    const unlocked = (body: { member: { photos: { locked: boolean }[] } }) =>
      body.member.photos.filter((photo) => !photo.locked).length;
    expect(visitor.body.member.photo_count).toBe(4);
    expect(unlocked(visitor.body)).toBe(1);
    expect(unlocked(freeView.body)).toBe(2);
    expect(unlocked(premiumView.body)).toBe(4);
    expect(visitor.body.member.photos[0]).toMatchObject({ id: owner.photos[0]!.id, locked: false });
    expect(visitor.body.member.main_image.filename).toBe(owner.photos[0]!.filename);
    // served under the site's cdn_prefix, cached for good (the names never change)
    const served = await request(t.http).get(visitor.body.member.photos[0].url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toMatch(/max-age=\d{6,}.*immutable|immutable.*max-age=\d{6,}/);

    // nothing of a locked or pending photo reaches the browser
    for (const [text, hidden] of [
      [JSON.stringify(visitor.body), owner.photos.slice(1)],
      [JSON.stringify(freeView.body), owner.photos.slice(2)],
      [JSON.stringify(premiumView.body), [owner.pending]],
    ] as const) {
      for (const photo of hidden) {
        expect(text).not.toContain(photo.filename.split('/')[1]!.replace('.jpg', ''));
        expect(text).not.toContain(photo.thumb_filename);
      }
    }
    expect(visitor.body.member.photos[1]).toEqual({ id: owner.photos[1]!.id, locked: true });
  });

  it('shows the details the site lists, with the age and region, and flags fictional profiles', async () => {
    const owner = await memberWithPhotos(1, { date_of_birth: '1990-11-22' });
    await owner.agent
      .put('/api/profile.php')
      .set('X-Request-Type', 'client')
      .send({ hair_color: 'red', eye_color: 'blue', about: 'Hello' })
      .expect(200);
    await t.db.query(`UPDATE profiles SET fictional = true WHERE id = $1`, [owner.user.id]);
    const { body } = await view(null, owner.user.id).expect(200);
    // born 1990-11-22: still 35 on the test clock's 2026-11-21
    expect(body.member).toMatchObject({ age: 35, hair_color: 'red', about: 'Hello', fictional: true });
    // the test site lists hair_color and about only
    expect(body.member).not.toHaveProperty('eye_color');
    expect(body.member).not.toHaveProperty('interests');
  });

  it('hides invisible, deleted, disabled and unknown members', async () => {
    const invisible = await memberWithPhotos(1);
    await invisible.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);
    expect((await view(null, invisible.user.id).expect(404)).body).toEqual({
      error: 'member_not_found',
      message: 'This member does not exist.',
    });
    const deleted = await memberWithPhotos(1);
    await deleted.agent
      .post('/api/delete-account.php')
      .set('X-Request-Type', 'client')
      .send({ reason: 'time' })
      .expect(200);
    await view(null, deleted.user.id).expect(404);
    const disabled = await signUp(t);
    await view(null, disabled.user.id).expect(404);
    // but the member sees their own page
    await view(disabled.agent, disabled.user.id).expect(200);
    await view(null, 99999999).expect(404);
    await view(null, 'abc' as unknown as number).expect(404);
  });

  it('tells a blocked member who blocked them, and shows the blocker that they blocked', async () => {
    const blocker = await memberWithPhotos(1, { name: 'Clara' });
    const blocked = await memberWithPhotos(1, { name: 'Dirk' });
    await blocker.agent
      .post('/api/block.php')
      .set('X-Request-Type', 'client')
      .send({ id: blocked.user.id })
      .expect(201);
    const refused = await view(blocked.agent, blocker.user.id).expect(403);
    expect(refused.body).toEqual({
      error: 'blocked_by_member',
      message: "You're blocked by Clara. You do not have access to this page.",
    });
    expect(JSON.stringify(refused.body)).not.toContain(blocker.photos[0]!.filename);
    const own = await view(blocker.agent, blocked.user.id).expect(200);
    expect(own.body.member.blocked).toBe(true);
  });

  it('keeps the last opened profile and date, and lists related profiles without hidden or blocked ones', async () => {
    const viewer = await signUp(t, { gender: 'male', seeking: 'female' });
    const target = await memberWithPhotos(1, { name: 'Target' });
    const similar = await memberWithPhotos(1, { name: 'Similar' });
    const blockedOne = await memberWithPhotos(1, { name: 'Blocked' });
    const hidden = await memberWithPhotos(1, { name: 'Hidden' });
    await hidden.agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);
    await viewer.agent
      .post('/api/block.php')
      .set('X-Request-Type', 'client')
      .send({ id: blockedOne.user.id })
      .expect(201);

    const { body } = await view(viewer.agent, target.user.id).expect(200);
    const relatedIds = (body.related as { id: number }[]).map((card) => card.id);
    expect(relatedIds).toContain(similar.user.id);
    expect(relatedIds).not.toContain(target.user.id);
    expect(relatedIds).not.toContain(blockedOne.user.id);
    expect(relatedIds).not.toContain(hidden.user.id);
    expect(body.related.length).toBeLessThanOrEqual(6);
    expect(body.related[0]).toMatchObject({ name: expect.any(String), main_image: { status: 'approved' } });

    const last = await viewer.agent.get('/api/last-opened.php').expect(200);
    expect(last.body).toEqual({ profile_id: target.user.id, opened_at: t.clock.now().toISOString() });
    await request(t.http).get('/api/last-opened.php').expect(403);
  });
});
