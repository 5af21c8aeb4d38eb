import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { expectPollAndLoginUnavailable } from './helpers/outage';
import { countAccounts, nextIp, signUp, signupBody } from './helpers/members';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The app reaches PostgreSQL through a proxy the test breaks: requests answer 503 at once (never a
 * 500, never a hang: a hang fails the test by jest's timeout), and work again when it is back.
 */
describe('without PostgreSQL: answer 503 at once', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startTcpProxy(5432);
    t = await createTestApp((database) => {
      const url = new URL(database.url);
      url.port = String(proxy.port);
      return { DATABASE_URL: url.toString() };
    });
    await createSite(t.db, { is_default: true });
  });
  afterAll(async () => {
    await proxy?.forward();
    await t?.close();
    await proxy?.close();
  });

  const client = (call: request.Test) =>
    call.set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp());
  const health = () => request(t.http).get('/api/health');

  it.each(['refuse', 'blackhole'] as const)(
    'answers 503 service_unavailable while PostgreSQL is away (%s), then recovers by itself',
    async (outage) => {
      const member = await signUp(t);
      await proxy[outage]();

      await expectPollAndLoginUnavailable(t, member);
      const lateSignup = signupBody();
      const signup = await client(request(t.http).post('/api/signup.php'))
        .set('Accept-Language', 'pl')
        .send(lateSignup)
        .expect(503);
      expect(signup.body).toEqual({
        error: 'service_unavailable',
        message: 'Usługa jest chwilowo niedostępna, spróbuj ponownie za chwilę.',
      });
      const down = await health().expect(503);
      expect(down.body).toMatchObject({
        status: 'degraded',
        database: { status: 'down' },
        redis: { status: 'up' },
      });

      await proxy.forward();
      await waitForHealth(health);
      expect(await countAccounts(t, lateSignup.email)).toBe(0);
      await member.agent.get('/api/user.php').expect(200);
      await client(request.agent(t.http).post('/api/user.php'))
        .send({ email: member.body.email, password: member.body.password })
        .expect(200);
    },
  );
});

async function waitForHealth(health: () => request.Test): Promise<void> {
  while ((await health()).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
}
