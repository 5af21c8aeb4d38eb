import { EventBus } from '@nestjs/cqrs';
import request from 'supertest';
import { InvisibleModeChanged } from '../../server/src/identity/identity.contracts';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp, signupBody } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('login, sessions, language and invisible mode', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const events: unknown[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db, { is_default: true });
    t.app.get(EventBus).subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const login = (agent: request.Agent, email: string, password: string, ip = '10.200.0.1') =>
    agent
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', ip)
      .send({ email, password });

  it('logs in with the right pair, sets a 30-day cookie and answers the user', async () => {
    const { body, user } = await signUp(t);
    const agent = request.agent(t.http);
    const response = await login(agent, body.email.toUpperCase(), body.password, nextIp()).expect(200);
    expect(response.body.user).toMatchObject({ id: user.id, email: body.email });
    expect(response.headers['set-cookie']?.[0]).toMatch(/kindred\.sid=.*Expires=/);
    await agent
      .get('/api/user.php')
      .expect(200)
      .expect((r) => expect(r.body.user.id).toBe(user.id));
  });

  it('refuses a wrong pair with the spec message', async () => {
    const { body } = await signUp(t);
    const wrong = await login(request.agent(t.http), body.email, 'wrong password', nextIp()).expect(401);
    expect(wrong.body).toEqual({ error: 'login_failed', message: 'Login failed, please try again' });
    const unknown = await login(request.agent(t.http), 'nobody@kindred.test', 'whatever', nextIp()).expect(
      401,
    );
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the account for 15 minutes after 5 wrong attempts, even with the right password, then lets it in', async () => {
    const { body } = await signUp(t);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(request.agent(t.http), body.email, `wrong-${attempt}`, nextIp()).expect(401);
    }
    const fifth = await login(request.agent(t.http), body.email, 'wrong-5', nextIp()).expect(429);
    expect(fifth.body).toEqual({
      error: 'account_locked',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
    });
    const right = await login(request.agent(t.http), body.email, body.password, nextIp()).expect(429);
    expect(right.body.error).toBe('account_locked');

    t.clock.advance(10 * 60 * 1000);
    const later = await login(request.agent(t.http), body.email, body.password, nextIp()).expect(429);
    expect(later.body.message).toBe('Too many incorrect attempts, account blocked for 5 min.');

    t.clock.advance(6 * 60 * 1000);
    await login(request.agent(t.http), body.email, body.password, nextIp()).expect(200);
  });

  it('translates the lockout into the member language', async () => {
    const { body } = await signUp(t);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(request.agent(t.http), body.email, `wrong-${attempt}`, nextIp());
    }
    const response = await request(t.http)
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .set('Accept-Language', 'de')
      .send({ email: body.email, password: body.password })
      .expect(429);
    expect(response.body.message).toContain('15');
    expect(response.body.message).not.toContain('Too many');
  });

  it('logs out: the session ends and member calls answer authentication_required', async () => {
    const { agent } = await signUp(t);
    await agent.get('/api/logout.php').set('X-Request-Type', 'client').expect(200, { ok: true });
    await agent.get('/api/user.php').expect(200, { user: null });
    const response = await agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ language: 'de' })
      .expect(403);
    expect(response.body.error).toBe('authentication_required');
  });

  it('saves the language and keeps it for the next login elsewhere', async () => {
    const { agent, body } = await signUp(t);
    const saved = await agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ language: 'de' })
      .expect(200);
    expect(saved.body.user.language).toBe('de');
    // Server messages follow at once.
    const error = await agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ language: 'xx' })
      .expect(400);
    expect(error.body.message).not.toBe('Choose one of the offered languages.');

    const elsewhere = request.agent(t.http);
    const response = await login(elsewhere, body.email, body.password, nextIp()).expect(200);
    expect(response.body.user.language).toBe('de');
  });

  it("a language change reaches the member's other sessions at their next request", async () => {
    const { agent: phone, body } = await signUp(t, { language: 'en' });
    const laptop = request.agent(t.http);
    await login(laptop, body.email, body.password, nextIp()).expect(200);
    const missing = () => laptop.get('/api/member.php?id=2147483000').expect(404);
    expect((await missing()).body.message).toBe('This member does not exist.');

    await phone.put('/api/user.php').set('X-Request-Type', 'client').send({ language: 'de' }).expect(200);

    expect((await laptop.get('/api/user.php').expect(200)).body.user.language).toBe('de');
    expect((await missing()).body.message).toBe('Dieses Mitglied existiert nicht.');
    const refused = await laptop
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ language: 'xx' })
      .expect(400);
    expect(refused.body).toMatchObject({
      error: 'invalid_language',
      message: 'Wähle eine der angebotenen Sprachen.',
    });
  });

  it('switches invisible mode and publishes the change', async () => {
    const { agent, user } = await signUp(t);
    const on = await agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: true })
      .expect(200);
    expect(on.body.user.invisible).toBe(true);
    expect(
      events.some((e) => e instanceof InvisibleModeChanged && e.accountId === user.id && e.invisible),
    ).toBe(true);
    const bad = await agent
      .put('/api/user.php')
      .set('X-Request-Type', 'client')
      .send({ invisible: 'yes' })
      .expect(400);
    expect(bad.body.error).toBe('invalid_choice');
  });

  it('refuses a login without the client header (CSRF)', async () => {
    await request(t.http).post('/api/user.php').send({ email: 'a@b.test', password: 'x' }).expect(403);
  });

  it('limits signups per address with a translated 429', async () => {
    const ip = nextIp();
    let status = 0;
    for (let attempt = 0; attempt < 31 && status !== 429; attempt++) {
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .set('X-Forwarded-For', ip)
        .send(signupBody({ email: 'not-an-email' }));
      status = response.status;
    }
    expect(status).toBe(429);
    const response = await request(t.http)
      .post('/api/signup.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', 'nl')
      .send(signupBody())
      .expect(429);
    expect(response.body).toEqual({
      error: 'too_many_requests',
      message: 'Te veel verzoeken, wacht even en probeer het opnieuw.',
    });
  });
});
