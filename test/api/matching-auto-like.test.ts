import { createSite } from './helpers/fixtures';
import { enabledMembersOn, type Call } from './helpers/site-members';
import { createTestApp, type TestApp } from './helpers/test-app';

/** GET /api/auto-like.php: the like modal's profile (SPEC §2), each test on a site of its own. */
describe('auto-like', () => {
  let t: TestApp;
  /** Sites are made before the first request: the app reads the list of sites into a short-lived cache. */
  const domains: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    for (let site = 0; site < 3; site++) domains.push((await createSite(t.db, {})).domain);
  });
  afterAll(() => t.close());

  const siteWith = (...people: Record<string, unknown>[]) => enabledMembersOn(t, domains.pop()!, people);

  const autoLike = async (member: { call: Call }) =>
    (await member.call('get', '/api/auto-like.php').expect(200)).body as {
      profile: { id: number; name: string } | null;
      reason?: string;
    };

  it('shows the newest like not yet opened, then the one before, then a suggestion', async () => {
    const [anna, ben, carl, dan] = await siteWith(
      { name: 'Anna', gender: 'female', seeking: 'male' },
      { name: 'Ben', gender: 'male', seeking: 'female' },
      { name: 'Carl', gender: 'male', seeking: 'female' },
      { name: 'Dan', gender: 'male', seeking: 'female' },
    );
    await ben.call('post', '/api/like.php', { id: anna.id }).expect(200);
    t.clock.advance(1000);
    await carl.call('post', '/api/like.php', { id: anna.id }).expect(200);

    expect(await autoLike(anna)).toMatchObject({
      profile: { id: carl.id, name: 'Carl' },
      reason: 'liked_you',
    });
    await anna.call('post', '/api/like-seen.php', { id: carl.id }).expect(200);
    expect(await autoLike(anna)).toMatchObject({ profile: { id: ben.id }, reason: 'liked_you' });
    await anna.call('post', '/api/like-seen.php', { id: ben.id }).expect(200);

    const { profile, reason } = await autoLike(anna);
    expect(reason).toBe('suggested');
    expect([ben.id, carl.id, dan.id]).toContain(profile?.id);
  });

  it('suggests only members of the sought gender the member has not liked, and none when there is no one', async () => {
    const [anna, ben] = await siteWith(
      { name: 'Anna', gender: 'female', seeking: 'male' },
      { name: 'Ben', gender: 'male', seeking: 'female' },
      { name: 'Eva', gender: 'female', seeking: 'male' },
    );
    expect(await autoLike(anna)).toMatchObject({ profile: { id: ben.id }, reason: 'suggested' });
    await anna.call('post', '/api/like.php', { id: ben.id }).expect(200);
    expect(await autoLike(anna)).toEqual({ profile: null });
  });

  it('leaves out blocked and invisible members', async () => {
    const [anna, ben, carl] = await siteWith(
      { name: 'Anna', gender: 'female', seeking: 'male' },
      { name: 'Ben', gender: 'male', seeking: 'female' },
      { name: 'Carl', gender: 'male', seeking: 'female' },
    );
    await ben.call('post', '/api/like.php', { id: anna.id }).expect(200);
    await ben.call('post', '/api/block.php', { id: anna.id }).expect(201);
    await t.db.query(`UPDATE accounts SET invisible = true WHERE id = $1`, [carl.id]);
    expect(await autoLike(anna)).toEqual({ profile: null });
  });
});
