import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { createBundles, createSite, type BundleFixture, type SiteFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Member = Awaited<ReturnType<typeof signUp>>;

/**
 * One install serves several sites, each found by the request's Host. A member's session counts only on
 * the host of their own site: sent with another site's Host it is a visitor's there (nothing about the
 * member, nothing of that site a visitor may not see), and it goes on working on its own host.
 */
describe("a member's session belongs to their site, not to the Host it is sent with", () => {
  let t: TestApp;
  let home: SiteFixture;
  let away: SiteFixture;
  let homeBundles: BundleFixture;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    home = await createSite(t.db, { is_default: true, countries: ['NL', 'DE'] });
    away = await createSite(t.db, { name: 'Away', countries: ['DE', 'NL'] });
    homeBundles = await createBundles(t.db, home.id);
    await createBundles(t.db, away.id);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** A member with a live profile, signed up on the site of `host`. */
  const liveMember = async (host: string): Promise<Member> => {
    const member = await signUp(t, { country: 'NL' }, host);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return member;
  };
  const cookieOf = (member: Member) =>
    ([] as string[])
      .concat(member.response.headers['set-cookie'] ?? [])
      .find((one) => one.startsWith('kindred.sid='))!
      .split(';')[0]!;

  it("answers a session sent with another site's Host as a visitor's, and keeps it on its own host", async () => {
    const anna = await liveMember(home.domain);
    const otto = await liveMember(away.domain);
    const asAnna = (path: string, host: string) => anna.agent.get(path).set('Host', host);
    const asVisitor = (path: string, host: string) => request(t.http).get(path).set('Host', host);

    // On the other site's host: not signed in.
    expect((await asAnna('/api/user.php', away.domain).expect(200)).body).toEqual({ user: null });
    const lastOpened = await asAnna('/api/last-opened.php', away.domain).expect(403);
    expect(lastOpened.body).toEqual({
      error: 'authentication_required',
      message: 'Please log in to continue.',
    });
    const like = await anna.agent
      .post('/api/like.php')
      .set('Host', away.domain)
      .set('X-Request-Type', 'client')
      .send({ id: otto.user.id })
      .expect(403);
    expect(like.body.error).toBe('authentication_required');
    // Only what any visitor of that site sees: the visitor's prices (the site's first country), not hers.
    const prices = await asAnna('/api/bundles.php', away.domain).expect(200);
    expect(prices.body).toEqual((await asVisitor('/api/bundles.php', away.domain).expect(200)).body);
    expect(prices.body.country).toBe('DE');
    const profile = await asAnna(`/api/member.php?id=${otto.user.id}`, away.domain);
    const visitorProfile = await asVisitor(`/api/member.php?id=${otto.user.id}`, away.domain);
    expect([profile.status, profile.body]).toEqual([visitorProfile.status, visitorProfile.body]);

    // On her own host the same session goes on: her account, her site's prices in her country; the other
    // site's members are not hers to see.
    expect((await asAnna('/api/user.php', home.domain).expect(200)).body.user.id).toBe(anna.user.id);
    await asAnna('/api/last-opened.php', home.domain).expect(200);
    const own = await asAnna('/api/bundles.php', home.domain).expect(200);
    expect(own.body.country).toBe('NL');
    expect(own.body.bundles.map((bundle: { id: number }) => bundle.id)).toEqual([
      homeBundles.small,
      homeBundles.popular,
    ]);
    await asAnna(`/api/member.php?id=${otto.user.id}`, home.domain).expect(404);
  });

  it("refuses a socket whose session is sent with another site's Host, and opens it on the own host", async () => {
    const anna = await liveMember(home.domain);
    const open = (host: string) => {
      const socket = io(url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { Cookie: cookieOf(anna), Host: host },
      });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once('ready', () => resolve('ready'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    };
    expect(await open(away.domain)).toBe('authentication_required');
    expect(await open(home.domain)).toBe('ready');
  });
});
