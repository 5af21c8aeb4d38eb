import request from 'supertest';
import type { Agent } from 'supertest';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof signUp>> & { id: number };

describe('likes and matches', () => {
  let t: TestApp;
  let otherSite: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    otherSite = (await createSite(t.db, {})).domain;
  });
  afterAll(() => t.close());

  /** A member whose profile is live (activation is not what these tests are about). */
  async function liveMember(overrides: Record<string, unknown> = {}, host?: string): Promise<Member> {
    const member = await signUp(t, overrides, host);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return { ...member, id: member.user.id as number };
  }

  const send = (agent: Agent, method: 'post' | 'delete' | 'put', path: string, body: unknown) =>
    agent[method](path)
      .set('X-Request-Type', 'client')
      .send(body as object);
  const like = (from: Member, to: { id: unknown }) =>
    send(from.agent, 'post', '/api/like.php', { id: to.id });
  const unlike = (from: Member, to: Member) => send(from.agent, 'delete', '/api/like.php', { id: to.id });
  const likesOf = async (member: Member) => (await member.agent.get('/api/likes.php').expect(200)).body;
  /** The badge's poll: likes.php's totals alone. */
  const totalsOf = async (member: Member) =>
    (await member.agent.get('/api/like-totals.php').expect(200)).body as unknown;
  const ids = (profiles: { id: number }[]) => profiles.map((profile) => profile.id);
  const matchEvents = async (a: Member, b: Member) =>
    (
      (await t.db.query(
        `SELECT count(*)::int AS count FROM outbox WHERE event = 'MatchMade'
            AND ((payload->>'likerId')::int, (payload->>'likedId')::int) IN (($1, $2), ($2, $1))`,
        [a.id, b.id],
      )) as [{ count: number }]
    )[0].count;

  it('a like is listed on both sides, new for the liked member until they open it', async () => {
    const anna = await liveMember({ name: 'Anna' });
    const ben = await liveMember({ name: 'Ben', gender: 'male', seeking: 'female' });

    expect((await like(anna, ben).expect(200)).body).toEqual({ liked: true, match: false });

    const annas = await likesOf(anna);
    expect(ids(annas.profiles)).toEqual([ben.id]);
    expect(annas.profiles[0]).toMatchObject({ name: 'Ben', like_new: false, match: false });
    expect(annas.liked_by).toEqual([]);
    expect(annas.totals).toEqual({ new_likes: 0 });
    expect(await totalsOf(anna)).toEqual({ new_likes: 0 });

    const bens = await likesOf(ben);
    expect(ids(bens.liked_by)).toEqual([anna.id]);
    expect(bens.liked_by[0]).toMatchObject({ id: anna.id, name: 'Anna', like_new: true, match: false });
    expect(bens.totals).toEqual({ new_likes: 1 });
    expect(await totalsOf(ben)).toEqual({ new_likes: 1 });

    await send(ben.agent, 'post', '/api/like-seen.php', { id: anna.id }).expect(200);
    const seen = await likesOf(ben);
    expect(seen.liked_by[0].like_new).toBe(false);
    expect(seen.totals).toEqual({ new_likes: 0 });
    expect(await totalsOf(ben)).toEqual({ new_likes: 0 });
  });

  it.each(['first Anna, then Ben', 'first Ben, then Anna'])(
    'liking back makes a match, with one MatchMade (%s)',
    async (order) => {
      const anna = await liveMember();
      const ben = await liveMember({ gender: 'male', seeking: 'female' });
      const [first, second] = order.startsWith('first Anna') ? [anna, ben] : [ben, anna];

      expect((await like(first, second).expect(200)).body).toEqual({ liked: true, match: false });
      expect((await like(second, first).expect(200)).body).toEqual({ liked: true, match: true });
      expect((await like(second, first).expect(200)).body).toEqual({ liked: true, match: true }); // a repeat

      for (const [member, other] of [
        [anna, ben],
        [ben, anna],
      ] as const) {
        const likes = await likesOf(member);
        expect(ids(likes.matches)).toEqual([other.id]);
        expect(likes.matches[0].match).toBe(true);
      }
      expect(await matchEvents(anna, ben)).toBe(1);
    },
  );

  it('liking back answers a like: it is no longer new, on likes.php and on the badge', async () => {
    const anna = await liveMember({ name: 'Anna' });
    const ben = await liveMember({ name: 'Ben', gender: 'male', seeking: 'female' });
    const carl = await liveMember({ name: 'Carl', gender: 'male', seeking: 'female' });
    await like(ben, anna).expect(200);
    await like(carl, anna).expect(200);
    expect(await totalsOf(anna)).toEqual({ new_likes: 2 });

    // Anna likes Ben back on his profile (like.php): his like is answered, Carl's is still new.
    expect((await like(anna, ben).expect(200)).body).toEqual({ liked: true, match: true });
    let annas = await likesOf(anna);
    expect(annas.totals).toEqual({ new_likes: 1 });
    expect(await totalsOf(anna)).toEqual({ new_likes: 1 });
    expect(annas.liked_by).toEqual([
      expect.objectContaining({ id: carl.id, like_new: true, match: false }),
      expect.objectContaining({ id: ben.id, like_new: false, match: true }),
    ]);
    expect(annas.matches).toEqual([expect.objectContaining({ id: ben.id, like_new: false })]);
    // The auto-like no longer tells Anna that Ben likes her.
    expect((await anna.agent.get('/api/auto-like.php').expect(200)).body).toMatchObject({
      profile: { id: carl.id },
      reason: 'liked_you',
    });

    // A swipe like back answers Carl's like the same way.
    await send(anna.agent, 'post', '/api/swipe.php', { id: carl.id, action: 'like' }).expect(200);
    annas = await likesOf(anna);
    expect(annas.totals).toEqual({ new_likes: 0 });
    expect(await totalsOf(anna)).toEqual({ new_likes: 0 });

    // Ben liked first: Anna's like back is new to him until he opens it.
    expect((await likesOf(ben)).totals).toEqual({ new_likes: 1 });
    expect(await totalsOf(ben)).toEqual({ new_likes: 1 });
    await send(ben.agent, 'post', '/api/like-seen.php', { id: anna.id }).expect(200);
    expect(await totalsOf(ben)).toEqual({ new_likes: 0 });

    // Taking the like back does not make Ben's like new again.
    await unlike(anna, ben).expect(200);
    expect(await totalsOf(anna)).toEqual({ new_likes: 0 });
    expect((await likesOf(anna)).liked_by).toContainEqual(
      expect.objectContaining({ id: ben.id, like_new: false }),
    );
  });

  it('unliking removes the like and the match', async () => {
    const anna = await liveMember();
    const ben = await liveMember({ gender: 'male', seeking: 'female' });
    await like(anna, ben).expect(200);
    await like(ben, anna).expect(200);

    await unlike(anna, ben).expect(200);
    await unlike(anna, ben).expect(200); // nothing left to take back: the same answer

    const annas = await likesOf(anna);
    expect(annas.profiles).toEqual([]);
    expect(annas.matches).toEqual([]);
    expect(ids(annas.liked_by)).toEqual([ben.id]);
    const bens = await likesOf(ben);
    expect(bens.matches).toEqual([]);
    expect(bens.profiles[0]).toMatchObject({ id: anna.id, match: false });
  });

  it('two members liking each other at the same moment match once', async () => {
    const pairs = await Promise.all(
      Array.from(
        { length: 10 },
        async () => [await liveMember(), await liveMember({ gender: 'male' })] as const,
      ),
    );
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [like(a, b).expect(200), like(b, a).expect(200)]),
    );
    for (const [index, [a, b]] of pairs.entries()) {
      const [first, second] = [answers[2 * index].body.match, answers[2 * index + 1].body.match];
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await matchEvents(a, b)).toBe(1);
    }
  });

  it('refuses oneself, unknown, not yet enabled, invisible, blocked and other-site members', async () => {
    const anna = await liveMember();
    expect((await like(anna, anna).expect(400)).body).toEqual({
      error: 'cannot_like_self',
      message: 'You cannot like yourself.',
    });
    const notFound = { error: 'member_not_found', message: 'This member does not exist.' };
    expect((await like(anna, { id: 999_999 }).expect(404)).body).toEqual(notFound);

    const disabled = await signUp(t);
    expect((await like(anna, { id: disabled.user.id }).expect(404)).body).toEqual(notFound);

    const invisible = await liveMember();
    await send(invisible.agent, 'put', '/api/user.php', { invisible: true }).expect(200);
    expect((await like(anna, invisible).expect(404)).body).toEqual(notFound);

    const blocker = await liveMember();
    await send(blocker.agent, 'post', '/api/block.php', { id: anna.id }).expect(201);
    expect((await like(anna, blocker).expect(404)).body).toEqual(notFound);
    expect((await like(blocker, anna).expect(404)).body).toEqual(notFound);

    const elsewhere = await liveMember({}, otherSite);
    expect((await like(anna, elsewhere).expect(404)).body).toEqual(notFound);

    expect((await likesOf(anna)).profiles).toEqual([]);
  });

  it('members who became invisible or blocked drop out of the lists', async () => {
    const anna = await liveMember();
    const ben = await liveMember();
    const carl = await liveMember();
    await like(ben, anna).expect(200);
    await like(carl, anna).expect(200);
    expect((await likesOf(anna)).totals).toEqual({ new_likes: 2 });
    expect(await totalsOf(anna)).toEqual({ new_likes: 2 });

    await send(ben.agent, 'put', '/api/user.php', { invisible: true }).expect(200);
    await send(anna.agent, 'post', '/api/block.php', { id: carl.id }).expect(201);
    const annas = await likesOf(anna);
    expect(annas.liked_by).toEqual([]);
    expect(annas.totals).toEqual({ new_likes: 0 });
    expect(await totalsOf(anna)).toEqual({ new_likes: 0 });
  });

  it('asks for a login, and refuses ids that are not ids with a 400', async () => {
    const visitor = request(t.http);
    await visitor.get('/api/likes.php').expect(403);
    await visitor.get('/api/like-totals.php').expect(403);
    await visitor.post('/api/like.php').set('X-Request-Type', 'client').send({ id: 1 }).expect(403);

    const anna = await liveMember();
    for (const id of ['abc', -1, 1.5, null, {}]) {
      const answer = await send(anna.agent, 'post', '/api/like.php', { id }).expect(400);
      expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('holds the hourly limit of likes and unlikes under parallel requests', async () => {
    const anna = await liveMember();
    const ben = await liveMember();
    // Taking back a like that is not there costs nothing but the request: the limit counts requests.
    const answers = await Promise.all(Array.from({ length: 610 }, () => unlike(anna, ben)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.status === 429)!.body.error).toBe('too_many_requests');
    await like(anna, ben).expect(429);
  });
});
