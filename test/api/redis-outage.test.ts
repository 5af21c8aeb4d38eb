import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { SendEmailCommand } from '../../server/src/shared/mail/send-email.command';
import { createSite } from './helpers/fixtures';
import { expectPollAndLoginUnavailable, UNAVAILABLE } from './helpers/outage';
import { countAccounts, nextIp, signUp, signupBody, uniqueEmail } from './helpers/members';
import { startOwnRedis, type OwnRedis } from './helpers/redis-server';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Redis goes away mid-test (the test's own redis-server, stopped and started again): requests that
 * need it answer 503 at once (a hang fails the test by jest's timeout), nothing they asked for runs
 * later, and everything works again once Redis is back, without a restart.
 */
describe('without Redis: answer at once, never run a request later', () => {
  let redis: OwnRedis;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startOwnRedis();
    smtp = await startSmtpCatcher();
    t = await createTestApp({ REDIS_URL: redis.url, SMTP_URL: smtp.url });
    await createSite(t.db, { is_default: true });
  });
  afterAll(async () => {
    redis?.thaw(); // a test that timed out while Redis was frozen would leave the app's close waiting
    await t?.close();
    await redis?.stop();
    await smtp?.close();
  });

  const client = (call: request.Test) =>
    call.set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp());
  const health = () => request(t.http).get('/api/health');

  it('answers 503 service_unavailable while Redis is away, creates nothing later, and recovers by itself', async () => {
    const member = await signUp(t);
    await health().expect(200);

    await redis.stop();

    const login = await client(request(t.http).post('/api/user.php'))
      .send({ email: member.body.email, password: member.body.password })
      .expect(503);
    expect(login.body).toEqual(UNAVAILABLE);

    const lateSignup = signupBody();
    const signup = await client(request(t.http).post('/api/signup.php')).send(lateSignup).expect(503);
    expect(signup.body).toEqual(UNAVAILABLE);

    const loggedIn = await member.agent.get('/api/user.php').set('Accept-Language', 'de').expect(503);
    expect(loggedIn.body).toEqual({
      error: 'service_unavailable',
      message: 'Der Dienst ist vorübergehend nicht verfügbar, bitte versuche es gleich noch einmal.',
    });

    const reset = await client(request(t.http).post('/api/reset-password.php'))
      .send({ email: member.body.email })
      .expect(503);
    expect(reset.body).toEqual(UNAVAILABLE);

    // A job added while Redis is away fails at once instead of waiting to be sent later.
    const lostMail = uniqueEmail('outage');
    await expect(
      t.app
        .get(CommandBus)
        .execute(new SendEmailCommand({ to: lostMail, subject: 'Lost', text: 'Never sent' })),
    ).rejects.toThrow();

    const down = await health().expect(503);
    expect(down.body).toMatchObject({
      status: 'degraded',
      database: { status: 'up' },
      redis: { status: 'down' },
      queues: { mail: { status: 'down' } },
    });

    await redis.start();
    const up = await waitForHealth(health);
    expect(up).toMatchObject({ status: 'ok', redis: { status: 'up' }, queues: { mail: { status: 'up' } } });

    // The signup of the outage was answered 503 and must not have been queued to run now.
    expect(await countAccounts(t, lateSignup.email)).toBe(0);

    await client(request.agent(t.http).post('/api/user.php'))
      .send({ email: member.body.email, password: member.body.password })
      .expect(200);
    const again = await signUp(t);
    await smtp.waitFor(again.body.email); // the mail queue works again
    expect(smtp.matching(lostMail, /./)).toEqual([]);
  });

  it('answers 503 when Redis stops answering on an open connection, and serves again once it answers', async () => {
    const member = await signUp(t);
    await member.agent.get('/api/user.php').expect(200);

    // Frozen, Redis keeps its connections open and answers nothing: only the command timeout ends the wait
    // (without it the request would hang until jest's timeout).
    redis.freeze();
    try {
      await expectPollAndLoginUnavailable(t, member);
    } finally {
      redis.thaw();
    }

    await member.agent.get('/api/user.php').expect(200);
  });
});

/** Polls /api/health until it answers 200 (the clients reconnect in the background). */
async function waitForHealth(health: () => request.Test): Promise<unknown> {
  for (;;) {
    const response = await health();
    if (response.status === 200) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
