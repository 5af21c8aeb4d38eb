import request from 'supertest';
import { SearchEntriesRepository } from '../../server/src/matching/database/search-entries.repository';
import { CopySearchBlock } from '../../server/src/matching/search-index/copy-search-block.handler';
import { FillSearchIndex } from '../../server/src/matching/search-index/fill-search-index';
import { MemberUnblocked } from '../../server/src/profiles/profiles.contracts';
import { createSite } from './helpers/fixtures';
import { eventually } from './helpers/eventually';
import { signUp } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Result {
  id: number;
  name: string;
  age: number;
  city: string;
  fictional: boolean;
  distance_km: number | null;
  last_active_at: string;
}
interface Page {
  results: Result[];
  numResults: number;
  cursor: string | null;
  similar?: { results: Result[]; numResults: number };
}

/** GET /api/search.php over matching's read model, each test on a site of its own. */
describe('search', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  /** Sites are made before the first request: the app reads the list of sites into a short-lived cache. */
  const domains: string[] = [];
  let noVisitors: string;
  let defaultDomain: string;
  let withFields: string;
  let utrechtRegion: number;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    defaultDomain = (await createSite(t.db, { is_default: true })).domain;
    for (let site = 0; site < 11; site++) domains.push((await createSite(t.db, {})).domain);
    noVisitors = (
      await createSite(t.db, { logged_out_search: 'none', logged_out_search_trafficsource: 'all' })
    ).domain;
    withFields = (
      await createSite(t.db, { search_fields: ['gender', 'min_age', 'max_age', 'country', 'hair_color'] })
    ).domain;
    const [region] = (await t.db.query(
      `INSERT INTO regions (country, code, name) VALUES ('NL', 'NL-UT', 'Utrecht') RETURNING id`,
    )) as [{ id: number }];
    utrechtRegion = region.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  interface Member {
    id: number;
    agent: request.Agent;
    search: (query?: Record<string, string | number>) => Promise<Page>;
  }

  /** Signs up and activates a member through the real links; search knows them once the events ran. */
  async function member(domain: string, overrides: Record<string, unknown> = {}): Promise<Member> {
    const { agent, body, user } = await signUp(t, overrides, domain);
    const token = await smtp.tokenFrom(body.email, /Confirm/);
    await request(t.http).get(`/api/activate.php?token=${token}`).set('Host', domain).expect(302);
    await indexed(user.id, false);
    const search = async (query: Record<string, string | number> = {}) =>
      (await agent.get('/api/search.php').set('Host', domain).query(query).expect(200)).body as Page;
    return { id: user.id as number, agent, search };
  }

  /** Waits until search's copy of the blocks holds (or no longer holds) that `blocker` blocked `blocked`. */
  const blockCopied = (blocker: number, blocked: number, holds: boolean) =>
    eventually(
      async () =>
        (await t.db.query(`SELECT 1 FROM search_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
          blocker,
          blocked,
        ])) as unknown[],
      (rows) => rows.length === (holds ? 1 : 0),
    );

  /** Waits until the member's search entry is (or is no longer) hidden. */
  const indexed = (id: number, hidden: boolean) =>
    eventually(
      async () =>
        (await t.db.query(`SELECT hidden FROM search_entries WHERE member_id = $1 AND valid_to IS NULL`, [
          id,
        ])) as { hidden: boolean }[],
      (rows) => rows[0]?.hidden === hidden,
    );

  const ids = (page: Page) => page.results.map((result) => result.id);

  /** Every page of a search, following the cursor; `between` runs after each page. */
  async function allPages(
    searcher: Member,
    query: Record<string, string | number>,
    between?: () => Promise<void>,
  ) {
    const pages: Page[] = [await searcher.search(query)];
    while (pages[pages.length - 1]!.cursor) {
      if (between) await between();
      pages.push(await searcher.search({ ...query, cursor: pages[pages.length - 1]!.cursor! }));
    }
    return pages;
  }

  it('filters by gender, country, region, age and a site search field, alone and combined', async () => {
    const domain = withFields;
    const me = await member(domain, { name: 'Seeker', gender: 'female', seeking: 'male' });
    const young = await member(domain, { name: 'Young', gender: 'male', date_of_birth: '2004-01-10' });
    const middle = await member(domain, { name: 'Middle', gender: 'male', date_of_birth: '1990-03-01' });
    const german = await member(domain, { name: 'German', gender: 'male', country: 'DE', city: 'Berlin' });
    const woman = await member(domain, { name: 'Woman', gender: 'female', seeking: 'male' });
    await middle.agent
      .put('/api/profile.php')
      .set('Host', domain)
      .set('X-Request-Type', 'client')
      .send({ hair_color: 'red', region_id: utrechtRegion })
      .expect(200);
    await eventually(
      async () => (await me.search({ hair_color: 'red' })).results.map((r) => r.id),
      (found) => found.length === 1,
    );

    const sorted = (page: Page) => ids(page).sort((a, b) => a - b);
    // gender defaults to the gender the searcher seeks
    expect(sorted(await me.search())).toEqual([young.id, middle.id, german.id]);
    expect(ids(await me.search({ gender: 'female' }))).toEqual([woman.id]);
    expect(sorted(await me.search({ gender: 'both' }))).toEqual([young.id, middle.id, german.id, woman.id]);
    expect(ids(await me.search({ country: 'de' }))).toEqual([german.id]);
    expect(ids(await me.search({ countryregion: utrechtRegion }))).toEqual([middle.id]);
    // on 2026-11-21 Young is 22, Middle 36 and German 36 (1990-05-17)
    expect(ids(await me.search({ max_age: 25 }))).toEqual([young.id]);
    expect(sorted(await me.search({ min_age: 30 }))).toEqual([middle.id, german.id]);
    expect(ids(await me.search({ min_age: 22, max_age: 22 }))).toEqual([young.id]);
    expect(ids(await me.search({ hair_color: 'red' }))).toEqual([middle.id]);
    expect(ids(await me.search({ country: 'NL', min_age: 30, hair_color: 'red' }))).toEqual([middle.id]);
    expect(ids(await me.search({ country: 'NL', min_age: 30, max_age: 35 }))).toEqual([]);
    const page = await me.search({ country: 'NL' });
    expect(page.numResults).toBe(2);
    expect(page.results.find((r) => r.id === young.id)).toMatchObject({
      name: 'Young',
      age: 22,
      city: 'Utrecht',
    });
  });

  it('ignores a search field the site does not offer', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const ben = await member(domain, { name: 'Ben', gender: 'male', seeking: 'female' });
    expect(ids(await me.search({ hair_color: 'red' }))).toEqual([ben.id]);
  });

  it('filters by distance from where the searcher lives, nearest first within a day', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male', city: 'Utrecht' });
    const amsterdam = await member(domain, { name: 'Ams', gender: 'male', city: 'Amsterdam' });
    const utrecht = await member(domain, { name: 'Utr', gender: 'male', city: 'Utrecht' });
    const groningen = await member(domain, { name: 'Gro', gender: 'male', city: 'Groningen' });
    const berlin = await member(domain, { name: 'Ber', gender: 'male', country: 'DE', city: 'Berlin' });

    const all = await me.search();
    expect(ids(all)).toEqual([utrecht.id, amsterdam.id, groningen.id, berlin.id]);
    const km = Object.fromEntries(all.results.map((r) => [r.id, r.distance_km]));
    expect(km[utrecht.id]).toBe(0);
    expect(km[amsterdam.id]).toBeGreaterThan(30);
    expect(km[amsterdam.id]).toBeLessThan(45);
    expect(km[berlin.id]).toBeGreaterThan(500);
    expect(ids(await me.search({ distance: 50 }))).toEqual([utrecht.id, amsterdam.id]);
    expect(ids(await me.search({ distance: 200 }))).toEqual([utrecht.id, amsterdam.id, groningen.id]);
    expect(ids(await me.search({ distance: 50, country: 'DE' }))).toEqual([]);
  });

  it('finds the same members within a distance whether a page starts from the box or walks by activity, page 1 with its count', async () => {
    // Which way a page reads depends on how many are within reach (SearchSpec.manyWithinDistance, chosen
    // at 1,000): both forms are run here on the same few members and must agree, page by page.
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male', city: 'Utrecht' });
    const near = [];
    for (const city of ['Amsterdam', 'Utrecht', 'Amersfoort', 'Utrecht', 'Hilversum'])
      near.push(await member(domain, { name: `Near ${city}`, gender: 'male', city }));
    await member(domain, { name: 'Far', gender: 'male', city: 'Groningen' });
    await me.search();
    const [entry] = (await t.db.query(
      `SELECT site_id, lat, lon FROM search_entries WHERE member_id = $1 AND valid_to IS NULL`,
      [me.id],
    )) as [{ site_id: number; lat: number; lon: number }];
    const now = t.clock.now();
    const spec = {
      siteId: entry.site_id,
      excludeIds: [me.id],
      criteria: {
        gender: 'male' as const,
        country: null,
        regionId: null,
        minAge: null,
        maxAge: null,
        distanceKm: 60,
        fields: {},
        preferences: { appearance: null, ethnicity: null },
      },
      origin: { lat: entry.lat, lon: entry.lon },
      snapshotAt: now,
      today: now.toISOString().slice(0, 10),
    };
    const entries = t.app.get(SearchEntriesRepository);
    const pages = async (manyWithinDistance: boolean) => {
      const first = await entries.page({ ...spec, manyWithinDistance }, null, 3);
      const next = await entries.page({ ...spec, manyWithinDistance }, first[first.length - 1]!, 3);
      return [first, next];
    };
    const fromTheBox = await pages(false);
    expect(
      fromTheBox
        .flat()
        .map((hit) => hit.memberId)
        .sort(),
    ).toEqual(near.map((m) => m.id).sort());
    expect(await pages(true)).toEqual(fromTheBox);

    // Page 1 with its count in one statement: the page in order while fewer are found than counting
    // reads; at that limit, the count says so (the caller then reads the page in order).
    const inOrder = await entries.page(spec, null, 3);
    expect(await entries.firstPage(spec, 3, 10)).toEqual({ hits: inOrder, found: near.length });
    expect((await entries.firstPage(spec, 3, 4)).found).toBe(4);
  });

  it('puts the recently active first, and leaves out everyone a member may not see', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const earlier = await member(domain, { name: 'Earlier', gender: 'male' });
    t.clock.advance(24 * 60 * 60 * 1000);
    const later = await member(domain, { name: 'Later', gender: 'male' });
    const invisible = await member(domain, { name: 'Invisible', gender: 'male' });
    const deleted = await member(domain, { name: 'Deleted', gender: 'male' });
    const blocked = await member(domain, { name: 'Blocked', gender: 'male' });
    const blocker = await member(domain, { name: 'Blocker', gender: 'male' });
    const otherSite = await member(domains.pop()!, { name: 'Elsewhere', gender: 'male' });
    const { user: unconfirmed } = await signUp(t, { name: 'Unconfirmed', gender: 'male' }, domain);
    await t.db.query(`UPDATE profiles SET fictional = true WHERE id = $1`, [later.id]);

    const client = (agent: request.Agent, method: 'put' | 'post', path: string, body: object) =>
      agent[method](path).set('Host', domain).set('X-Request-Type', 'client').send(body);
    expect(ids(await me.search())).toHaveLength(6);
    await client(invisible.agent, 'put', '/api/user.php', { invisible: true }).expect(200);
    await client(deleted.agent, 'post', '/api/delete-account.php', {
      reason: 'other',
      remarks: 'Bye',
    }).expect(200);
    await client(me.agent, 'post', '/api/block.php', { id: blocked.id }).expect(201);
    await client(blocker.agent, 'post', '/api/block.php', { id: me.id }).expect(201);
    await indexed(invisible.id, true);
    await indexed(deleted.id, true);
    await blockCopied(me.id, blocked.id, true);
    await blockCopied(blocker.id, me.id, true);

    const page = await me.search();
    // Later was active a day after Earlier: first. The searcher, hidden, blocked, unconfirmed and other-site members: never.
    expect(ids(page)).toEqual([later.id, earlier.id]);
    expect(page.results[0]!.fictional).toBe(true);
    expect(ids(page)).not.toContain(unconfirmed.id);
    expect(ids(page)).not.toContain(otherSite.id);
    // the blocked one does not see the blocker either
    expect(ids(await blocked.search({ gender: 'female' }))).not.toContain(me.id);

    await client(invisible.agent, 'put', '/api/user.php', { invisible: false }).expect(200);
    await indexed(invisible.id, false);
    expect(ids(await me.search())).toContain(invisible.id);
  });

  it('keeps its copy of the blocks by events in any order, and copies them at start-up when it has none', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const other = await member(domain, { name: 'Other', gender: 'male', seeking: 'female' });
    const block = (method: 'post' | 'delete') =>
      me.agent[method]('/api/block.php')
        .set('Host', domain)
        .set('X-Request-Type', 'client')
        .send({ id: other.id })
        .expect(method === 'post' ? 201 : 200);
    const seenByEachOther = async () => [
      ids(await me.search()).includes(other.id),
      ids(await other.search()).includes(me.id),
    ];
    expect(await seenByEachOther()).toEqual([true, true]);

    await block('post');
    await blockCopied(me.id, other.id, true);
    expect(await seenByEachOther()).toEqual([false, false]);
    await block('delete');
    await blockCopied(me.id, other.id, false);
    expect(await seenByEachOther()).toEqual([true, true]);

    // an unblock delivered late, after the block that followed it: the copy follows profiles, not the event
    await block('post');
    await blockCopied(me.id, other.id, true);
    await t.app.get(CopySearchBlock).handle(new MemberUnblocked(me.id, other.id, t.clock.now()));
    await blockCopied(me.id, other.id, true);
    expect(await seenByEachOther()).toEqual([false, false]);

    // a copy that holds nothing (the first start with it) takes profiles' blocks
    await t.db.query(`DELETE FROM search_blocks`);
    expect(await seenByEachOther()).toEqual([true, true]);
    await t.app.get(FillSearchIndex).copyBlocks();
    await blockCopied(me.id, other.id, true);
    expect(await seenByEachOther()).toEqual([false, false]);
  });

  // 49 members sign up and confirm through the mail: a few minutes on a busy machine (its own timeout).
  it('pages with a cursor, without duplicates or gaps while members join and change in between', async () => {
    const domain = domains.pop()!;
    const cities = ['Utrecht', 'Amsterdam', 'Rotterdam', 'Groningen', 'Maastricht'];
    const me = await member(domain, { gender: 'female', seeking: 'male', city: 'Utrecht' });
    const men: Member[] = [];
    for (let i = 0; i < 45; i++)
      men.push(await member(domain, { name: `Man ${i}`, gender: 'male', city: cities[i % cities.length] }));
    t.clock.advance(24 * 60 * 60 * 1000);

    const current = async (id: number) =>
      (
        (await t.db.query(
          `SELECT lat, active_hour AS hour FROM search_entries WHERE member_id = $1 AND valid_to IS NULL`,
          [id],
        )) as { lat: number; hour: Date }[]
      )[0]!;
    let round = 0;
    const pages = await allPages(me, {}, async () => {
      round++;
      t.clock.advance(60_000);
      // One joins; one already shown (near, so early) moves far away, which would put him on a later
      // page again; one not shown yet (far, so last) comes back on a new day, which would put him
      // before the cursor. None may repeat or go missing from this search.
      await member(domain, { name: `Newcomer ${round}`, gender: 'male', city: 'Utrecht' });
      const mover = men[(round - 1) * 5]!; // Utrecht
      await mover.agent
        .put('/api/profile.php')
        .set('Host', domain)
        .set('X-Request-Type', 'client')
        .send({ city: 'Maastricht' })
        .expect(200);
      const laggard = men[45 - round]!; // Maastricht or Groningen
      await laggard.agent.get('/api/user.php').set('Host', domain).expect(200);
      await eventually(
        () => current(mover.id),
        (entry) => entry.lat < 51,
      );
      await eventually(
        () => current(laggard.id),
        (entry) => entry.hour.toISOString().slice(0, 13) === t.clock.now().toISOString().slice(0, 13),
      );
    });
    expect(pages.map((page) => page.results.length)).toEqual([20, 20, 5]);
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(men.map((m) => m.id).sort((a, b) => a - b));
    expect(pages.every((page) => page.numResults === 45)).toBe(true);
    // the last page offers nothing wider: the search had no filter but gender
    expect(pages[2]!.similar).toEqual({ results: [], numResults: 0 });

    // a new search sees the newcomers, first (they are active today)
    const fresh = await me.search();
    expect(fresh.numResults).toBe(47);
    expect(fresh.results.slice(0, 3).map((r) => r.name)).toEqual(
      expect.arrayContaining(['Newcomer 1', 'Newcomer 2']),
    );
  }, 240_000);

  it('ranks match-finder preferences first without leaving anyone out', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const plain = await member(domain, { name: 'Plain', gender: 'male' });
    const sexy = await member(domain, { name: 'Sexy', gender: 'male' });
    const both = await member(domain, { name: 'Both', gender: 'male' });
    const edit = (who: Member, body: object) =>
      who.agent
        .put('/api/profile.php')
        .set('Host', domain)
        .set('X-Request-Type', 'client')
        .send(body)
        .expect(200);
    await edit(sexy, { appearance: 'sexy' });
    await edit(both, { appearance: 'sexy', ethnicity: 'white', ethnicity_consent: true });
    await eventually(
      async () => ids(await me.search({ appearance: 'sexy', ethnicity: 'white' })),
      (found) => found[0] === both.id && found[1] === sexy.id,
    );
    expect(ids(await me.search({ appearance: 'sexy', ethnicity: 'white' }))).toEqual([
      both.id,
      sexy.id,
      plain.id,
    ]);
    // withdrawn consent takes the ethnicity out of the ranking too
    await edit(both, { ethnicity_consent: false });
    await eventually(
      async () => ids(await me.search({ ethnicity: 'white' })),
      (found) => found.length === 3 && found[0] !== both.id,
    );
  });

  it('offers similar members when a search comes back short, and an empty page with them when none match', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const dutch = await member(domain, { name: 'Dutch', gender: 'male' });
    const german = await member(domain, { name: 'German', gender: 'male', country: 'DE', city: 'Berlin' });
    await member(domain, { name: 'Woman', gender: 'female' });

    const short = await me.search({ country: 'DE' });
    expect(ids(short)).toEqual([german.id]);
    expect(short.cursor).toBeNull();
    expect(short.similar!.results.map((r) => r.id)).toEqual([dutch.id]);
    expect(short.similar!.numResults).toBe(1);

    const none = await me.search({ country: 'BE' });
    expect(none).toMatchObject({ results: [], numResults: 0, cursor: null });
    expect(none.similar!.results.map((r) => r.id).sort()).toEqual([dutch.id, german.id].sort());
  });

  it('serves visitors as logged_out_search and logged_out_search_trafficsource say', async () => {
    const open = domains.pop()!;
    const ben = await member(open, { name: 'Ben', gender: 'male' });
    const visitor = (domain: string, query: Record<string, string> = {}) =>
      request(t.http).get('/api/search.php').set('Host', domain).query(query);
    const page = (await visitor(open).expect(200)).body as Page;
    expect(ids(page)).toEqual([ben.id]);
    expect(page.results[0]!.distance_km).toBeNull();
    // the fixture site says 'none' for visitors with a traffic source
    await visitor(open, { network: 'ads' }).expect(403);

    const closed = await member(noVisitors, { name: 'Carl', gender: 'male' });
    const refused = await visitor(noVisitors).expect(403);
    expect(refused.body.error).toBe('authentication_required');
    expect(ids((await visitor(noVisitors, { ref: 'partner' }).expect(200)).body as Page)).toEqual([
      closed.id,
    ]);
  });

  it('lets a visitor address read 300 pages in 5 minutes, counted at once under parallel requests', async () => {
    const domain = defaultDomain;
    const fromAddress = (ip: string) =>
      request(t.http).get('/api/search.php').set('Host', domain).set('X-Forwarded-For', ip);
    const answers = await Promise.all(Array.from({ length: 305 }, () => fromAddress('203.0.113.7')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 429)!.body.error).toBe('too_many_requests');
    // another address, and members, are not held back by it
    await fromAddress('203.0.113.8').expect(200);
  });

  it('fills in at start-up what the index lacks, and only that', async () => {
    const domain = domains.pop()!;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const lost = await member(domain, { name: 'Lost', gender: 'male' });
    await t.db.query(`DELETE FROM search_entries WHERE member_id = $1`, [lost.id]);
    expect(ids(await me.search())).toEqual([]);
    // every profile without an entry (Lost, and members never activated by other tests of this file)
    const [{ n: lacking }] = (await t.db.query(
      `SELECT count(*)::int AS n FROM profiles p
        WHERE NOT EXISTS (SELECT 1 FROM search_entries e WHERE e.member_id = p.id AND e.valid_to IS NULL)`,
    )) as [{ n: number }];
    expect(lacking).toBeGreaterThanOrEqual(1);
    expect(await t.app.get(FillSearchIndex).fill()).toBe(lacking);
    expect(ids(await me.search())).toEqual([lost.id]);
    expect(await t.app.get(FillSearchIndex).fill()).toBe(0);
  });

  it.each([
    ['gender', 'robot'],
    ['country', 'Netherlands'],
    ['countryregion', '-1'],
    ['min_age', '17'],
    ['max_age', '100'],
    ['min_age', 'abc'],
    ['distance', '0'],
    ['distance', '1e3'],
    ['hair_color', 'green'],
    ['appearance', 'ugly'],
    ['cursor', 'not-a-cursor'],
    ['cursor', Buffer.from('[1,0,0,0,"2026-01-01",0,1]').toString('base64url')],
  ])('answers %s=%s with 400, never 500', async (name, value) => {
    const domain = withFields;
    const me = await member(domain, { gender: 'female', seeking: 'male' });
    const response = await me.agent
      .get('/api/search.php')
      .set('Host', domain)
      .query({ [name]: value })
      .expect(400);
    expect(response.body).toMatchObject({
      error: expect.any(String),
      message: expect.stringContaining(name),
    });
  });

  it.each([
    ['score', 3],
    ['distance', 5],
    ['member id', 6],
  ])('answers a cursor whose %s is beyond int4 with 400, never 500', async (_, field) => {
    const me = await member(withFields, { gender: 'female', seeking: 'male' });
    // A cursor as the server writes it, fresh, but with one number PostgreSQL cannot take as int4.
    const payload: unknown[] = [1, t.clock.now().getTime(), 1, 0, '2026-01-01T00:00:00.000Z', 0, 1];
    payload[field] = 2_147_483_648;
    const cursor = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const response = await me.agent.get('/api/search.php').set('Host', withFields).query({ cursor });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: 'invalid_cursor',
      message: expect.stringContaining('cursor'),
    });
  });

  it('refuses a minimum age above the maximum', async () => {
    const me = await member(withFields, { gender: 'female', seeking: 'male' });
    await me.agent
      .get('/api/search.php')
      .set('Host', withFields)
      .query({ min_age: 40, max_age: 30 })
      .expect(400);
  });
});
