import request from 'supertest';
import type { Agent } from 'supertest';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof signUp>> & { id: number };

/** Issue 11 §4: the swipe game's cards, likes, passes and undo, and its 4 likes per site day. */
describe('the swipe game', () => {
  let t: TestApp;
  /** One site per test, made before the first request (the settings cache then knows them all). */
  const sites: string[] = [];
  let otherSite: string;
  let newYork: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    otherSite = (await createSite(t.db, {})).domain;
    newYork = (await createSite(t.db, { time_zone: 'America/New_York' })).domain;
    for (let i = 0; i < 8; i++) sites.push((await createSite(t.db, {})).domain);
  });
  afterAll(() => t.close());

  /** A member whose profile is live (activation is not what these tests are about). */
  async function liveMember(host: string, overrides: Record<string, unknown> = {}): Promise<Member> {
    const member = await signUp(t, overrides, host);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return { ...member, id: member.user.id as number };
  }
  const woman = (host: string, overrides: Record<string, unknown> = {}) =>
    liveMember(host, { name: 'Anna', gender: 'female', seeking: 'male', ...overrides });
  const man = (host: string, overrides: Record<string, unknown> = {}) =>
    liveMember(host, { name: 'Ben', gender: 'male', seeking: 'female', ...overrides });

  const send = (agent: Agent, method: 'post' | 'put', path: string, body: unknown) =>
    agent[method](path)
      .set('X-Request-Type', 'client')
      .send(body as object);
  const swipe = (from: Member, to: { id: unknown }, action: unknown) =>
    send(from.agent, 'post', '/api/swipe.php', { id: to.id, action });
  const game = async (member: Member) => (await member.agent.get('/api/swipe.php').expect(200)).body;
  const cardIds = async (member: Member) => ((await game(member)).cards as { id: number }[]).map((c) => c.id);
  const likesGiven = async (member: Member) =>
    (
      (await t.db.query(`SELECT count(*)::int AS count FROM likes WHERE liker_id = $1`, [member.id])) as [
        { count: number },
      ]
    )[0].count;

  it('deals cards of the sought gender of the own site, without the member, hidden, blocked or other-site members', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const ben = await man(site);
    const carl = await man(site, { name: 'Carl' });
    const invisible = await man(site);
    await send(invisible.agent, 'put', '/api/user.php', { invisible: true }).expect(200);
    const blocker = await man(site);
    await send(blocker.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
    const blocked = await man(site);
    await send(anna.agent, 'post', '/api/block.php', { id: blocked.id }).expect(201);
    const notEnabled = await signUp(t, { gender: 'male', seeking: 'female' }, site);
    await woman(site); // not the gender Anna seeks
    await man(otherSite);

    const answer = await game(anna);
    expect(new Set(answer.cards.map((card: { id: number }) => card.id))).toEqual(new Set([ben.id, carl.id]));
    expect(answer.cards.find((card: { id: number }) => card.id === carl.id)).toMatchObject({
      id: carl.id,
      name: 'Carl',
      city: 'Utrecht',
      age: expect.any(Number),
    });
    expect(answer.likes_left).toBe(4);
    // 12:00 UTC on 21 November is 13:00 in Amsterdam: the day ends at 23:00 UTC
    expect(answer.resets_at).toBe('2026-11-21T23:00:00.000Z');
    expect(notEnabled.user.id).not.toBe(ben.id);
  });

  it('a like and a pass take the card away; a swipe like is a like', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const ben = await man(site);
    const carl = await man(site);
    const dave = await man(site);

    expect((await swipe(anna, ben, 'pass').expect(200)).body).toEqual({
      match: false,
      likes_left: 4,
      resets_at: '2026-11-21T23:00:00.000Z',
    });
    expect((await swipe(anna, carl, 'like').expect(200)).body).toEqual({
      match: false,
      likes_left: 3,
      resets_at: '2026-11-21T23:00:00.000Z',
    });
    expect(await cardIds(anna)).toEqual([dave.id]);

    const likes = (await anna.agent.get('/api/likes.php').expect(200)).body;
    expect(likes.profiles.map((profile: { id: number }) => profile.id)).toEqual([carl.id]);
    const carls = (await carl.agent.get('/api/likes.php').expect(200)).body;
    expect(carls.liked_by[0]).toMatchObject({ id: anna.id, like_new: true });

    // a repeat (a retried request, a second tab) changes nothing and costs no like
    expect((await swipe(anna, carl, 'like').expect(200)).body.likes_left).toBe(3);
    await swipe(anna, ben, 'pass').expect(200);
    expect(await likesGiven(anna)).toBe(1);
    // someone liked on their profile does not come up as a card either
    await send(anna.agent, 'post', '/api/like.php', { id: dave.id }).expect(200);
    expect(await cardIds(anna)).toEqual([]);
  });

  it('undo takes back the newest pass only, and its card comes back', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const ben = await man(site);
    const carl = await man(site);
    await swipe(anna, ben, 'pass').expect(200);
    await swipe(anna, carl, 'pass').expect(200);
    expect(await cardIds(anna)).toEqual([]);

    const nothing = { error: 'nothing_to_undo', message: 'There is no pass to undo.' };
    expect((await swipe(anna, ben, 'undo').expect(409)).body).toEqual(nothing); // not the newest
    expect((await swipe(anna, carl, 'undo').expect(200)).body).toMatchObject({ match: false, likes_left: 4 });
    expect(await cardIds(anna)).toEqual([carl.id]);
    expect((await swipe(anna, carl, 'undo').expect(409)).body).toEqual(nothing);
    await swipe(anna, ben, 'undo').expect(200); // now the newest
    expect(new Set(await cardIds(anna))).toEqual(new Set([ben.id, carl.id]));

    // a like is not a pass: it is not undone here (like.php takes a like back)
    await swipe(anna, ben, 'like').expect(200);
    await swipe(anna, ben, 'undo').expect(409);
  });

  it('liking back by swipe makes a match, with one MatchMade', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const ben = await man(site);
    await send(ben.agent, 'post', '/api/like.php', { id: anna.id }).expect(200);

    expect((await swipe(anna, ben, 'like').expect(200)).body).toMatchObject({ match: true, likes_left: 3 });
    const annas = (await anna.agent.get('/api/likes.php').expect(200)).body;
    expect(annas.matches.map((profile: { id: number }) => profile.id)).toEqual([ben.id]);
    const [{ count }] = (await t.db.query(
      `SELECT count(*)::int AS count FROM outbox WHERE event = 'MatchMade'
          AND (payload->>'likerId')::int = $1 AND (payload->>'likedId')::int = $2`,
      [anna.id, ben.id],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('of 100 likes sent at once, exactly 4 are given; passing goes on', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const targets: Member[] = [];
    for (let batch = 0; batch < 10; batch++) {
      targets.push(...(await Promise.all(Array.from({ length: 10 }, () => man(site)))));
    }

    const answers = await Promise.all(targets.map((target) => swipe(anna, target, 'like')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(96);
    expect(answers.find((answer) => answer.status === 429)!.body).toEqual({
      error: 'swipe_limit_reached',
      message:
        'You have used your 4 likes for today. New likes in 11 h 0 min; you can keep passing until then.',
      likes_left: 0,
      resets_at: '2026-11-21T23:00:00.000Z',
    });
    expect(await likesGiven(anna)).toBe(4);
    const quota = (await t.db.query(`SELECT likes FROM swipe_quotas WHERE member_id = $1`, [anna.id])) as {
      likes: number;
    }[];
    expect(quota).toEqual([{ likes: 4 }]);

    const refused = targets.filter((_, index) => statuses[index] === 429);
    expect((await swipe(anna, refused[0]!, 'pass').expect(200)).body.likes_left).toBe(0);
    expect((await game(anna)).likes_left).toBe(0);
    // the message comes in the member's language
    await send(anna.agent, 'put', '/api/user.php', { language: 'de' }).expect(200);
    const german = await swipe(anna, refused[1]!, 'like').expect(429);
    expect(german.body.message).toContain('Du hast deine 4 Likes für heute aufgebraucht');
    // 101 signups (a password hash each) before the 100 likes: on a busy 2-core machine that takes time
  }, 180_000);

  it('answers bad input with 400 (never 500), others with 403, 404 and 400', async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const ben = await man(site);
    for (const id of ['abc', -1, 0, 1.5, null, {}, [1], 2 ** 31, '']) {
      const answer = await swipe(anna, { id }, 'like').expect(400);
      expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    for (const action of ['love', '', null, 1, ['like'], { like: true }, 'LIKE']) {
      const answer = await swipe(anna, ben, action).expect(400);
      expect(answer.body).toMatchObject({
        error: 'invalid_swipe_action',
        message: 'Choose like, pass or undo.',
      });
    }
    await send(anna.agent, 'post', '/api/swipe.php', {}).expect(400);
    expect((await swipe(anna, anna, 'like').expect(400)).body.error).toBe('cannot_like_self');
    expect((await swipe(anna, { id: 999_999 }, 'pass').expect(404)).body.error).toBe('member_not_found');
    const elsewhere = await man(otherSite);
    await swipe(anna, elsewhere, 'like').expect(404);
    // the GET reads no query: whatever comes with it is ignored, never a 5xx
    await anna.agent.get('/api/swipe.php?id=abc&action=%ZZ&page=2').expect(200);

    const visitor = request(t.http);
    await visitor.get('/api/swipe.php').expect(403);
    await visitor
      .post('/api/swipe.php')
      .set('X-Request-Type', 'client')
      .send({ id: ben.id, action: 'like' })
      .expect(403);
    expect(await likesGiven(anna)).toBe(0);
  });

  it('refuses a site time zone that is not an IANA zone', async () => {
    for (const zone of ['Mars/Olympus', 'UTC+3', 'europe/amsterdam', '']) {
      await expect(createSite(t.db, { time_zone: zone })).rejects.toThrow();
    }
  });

  // Last: it moves the clock forward by days.
  it("gives new likes at midnight of the site's time zone, not UTC's", async () => {
    const site = sites.shift()!;
    const anna = await woman(site);
    const nora = await woman(newYork, { name: 'Nora' });
    const men = await Promise.all(Array.from({ length: 6 }, () => man(site)));
    const newYorkers = await Promise.all(Array.from({ length: 10 }, () => man(newYork)));
    const useUp = async (member: Member, targets: Member[]) => {
      for (const target of targets) await swipe(member, target, 'like').expect(200);
    };

    // Amsterdam (UTC+1 in December): 23:58 there
    t.clock.set(new Date('2026-12-01T22:58:00Z'));
    await useUp(anna, men.slice(0, 4));
    const limit = await swipe(anna, men[4]!, 'like').expect(429);
    expect(limit.body.resets_at).toBe('2026-12-01T23:00:00.000Z');
    expect(limit.body.message).toContain('New likes in 0 h 2 min');
    t.clock.set(new Date('2026-12-01T22:59:59Z'));
    await swipe(anna, men[4]!, 'like').expect(429);
    t.clock.set(new Date('2026-12-01T23:00:00Z')); // midnight in Amsterdam
    expect((await game(anna)).likes_left).toBe(4);
    expect((await swipe(anna, men[4]!, 'like').expect(200)).body).toEqual({
      match: false,
      likes_left: 3,
      resets_at: '2026-12-02T23:00:00.000Z',
    });

    // New York (UTC-5 in December): 18:50 there; UTC's midnight and Amsterdam's give nothing back
    t.clock.set(new Date('2026-12-02T23:50:00Z'));
    await useUp(nora, newYorkers.slice(0, 4));
    expect((await swipe(nora, newYorkers[4]!, 'like').expect(429)).body.resets_at).toBe(
      '2026-12-03T05:00:00.000Z',
    );
    t.clock.set(new Date('2026-12-03T00:00:01Z'));
    await swipe(nora, newYorkers[4]!, 'like').expect(429);
    t.clock.set(new Date('2026-12-03T04:59:59Z'));
    expect((await game(nora)).likes_left).toBe(0);
    t.clock.set(new Date('2026-12-03T05:00:00Z')); // midnight in New York
    await useUp(nora, newYorkers.slice(4, 8));
    await swipe(nora, newYorkers[8]!, 'like').expect(429);
    expect(await likesGiven(nora)).toBe(8);
  });
});
