import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { enabledMembersOn, type Call } from './helpers/site-members';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /api/signup-matches.php: members to like right after signup (SPEC §2 /signup-matches). */
describe('signup matches', () => {
  let t: TestApp;
  /** Sites are made before the first request: the app reads the list of sites into a short-lived cache. */
  const domains: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    for (let site = 0; site < 4; site++) domains.push((await createSite(t.db, {})).domain);
  });
  afterAll(() => t.close());

  const siteWith = (...people: Record<string, unknown>[]) => enabledMembersOn(t, domains.pop()!, people);

  const suggested = async (member: { call: Call }) =>
    ((await member.call('get', '/api/signup-matches.php').expect(200)).body as { profiles: { id: number }[] })
      .profiles;

  it('suggests visible members of the sought gender, and keeps those liked (the grid shows them liked)', async () => {
    const [anna, ben, carl, , eva] = await siteWith(
      { name: 'Anna', gender: 'female', seeking: 'male' },
      { name: 'Ben', gender: 'male', seeking: 'female' },
      { name: 'Carl', gender: 'male', seeking: 'female' },
      { name: 'Dora', gender: 'female', seeking: 'male' },
      { name: 'Eva', gender: 'female', seeking: 'male' },
    );
    const ids = (await suggested(anna)).map((card) => card.id).sort();
    expect(ids).toEqual([ben!.id, carl!.id].sort());

    await anna!.call('post', '/api/like.php', { id: ben!.id }).expect(200);
    expect((await suggested(anna)).map((card) => card.id).sort()).toEqual(ids);

    // blocked either way: left out
    await carl!.call('post', '/api/block.php', { id: anna!.id }).expect(201);
    expect((await suggested(anna)).map((card) => card.id)).toEqual([ben!.id]);
    // nobody of the sought gender but those: Eva seeks men and finds Ben and Carl
    expect((await suggested(eva)).length).toBe(2);
  });

  it('puts members with a photo shown first, each group most recently active first; seeking both finds both', async () => {
    const [viewer, older, newest, noPhotoNewest, noPhotoOlder, heldPhoto, woman] = await siteWith(
      { name: 'Vic', gender: 'male', seeking: 'both' },
      { name: 'Older', gender: 'male', seeking: 'male' },
      { name: 'Newest', gender: 'male', seeking: 'male' },
      { name: 'Bare', gender: 'male', seeking: 'male' },
      { name: 'Bare Too', gender: 'male', seeking: 'male' },
      { name: 'Held', gender: 'male', seeking: 'male' },
      { name: 'Wanda', gender: 'female', seeking: 'male' },
    );
    const minutesAgo = [
      [older, 50],
      [newest, 40],
      [noPhotoNewest, 1],
      [noPhotoOlder, 30],
      [heldPhoto, 2],
      [woman, 45],
    ] as const;
    for (const [member, minutes] of minutesAgo)
      await t.db.query(
        `UPDATE profiles SET last_active_at = now() - make_interval(mins => $2) WHERE id = $1`,
        [member!.id, minutes],
      );
    for (const [member, held] of [
      [older, false],
      [newest, false],
      [woman, false],
      [heldPhoto, true],
    ] as const)
      await t.db.query(
        `INSERT INTO photos (profile_id, filename, thumb_filename, status, is_main, width, height, held)
         VALUES ($1, 'a.jpg', 'a-thumb.jpg', 'approved', true, 600, 800, $2)`,
        [member!.id, held],
      );
    // A held photo is not shown, so its member counts as one without.
    expect((await suggested(viewer!)).map((card) => card.id)).toEqual([
      newest!.id,
      woman!.id,
      older!.id,
      noPhotoNewest!.id,
      heldPhoto!.id,
      noPhotoOlder!.id,
    ]);
  });

  it('answers an empty list when there is nobody, and 403 to a visitor', async () => {
    const [lonely] = await siteWith({ name: 'Lonely', gender: 'male', seeking: 'male' });
    expect(await suggested(lonely!)).toEqual([]);
    const visitor = await request(t.http).get('/api/signup-matches.php').expect(403);
    expect(visitor.body).toMatchObject({ error: 'authentication_required', message: expect.any(String) });
  });
});
