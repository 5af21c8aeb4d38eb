import type { RedisClientType } from 'redis';
import request from 'supertest';
import { REDIS } from '../../server/src/shared/redis/redis.module';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp, uniqueEmail } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('sessions follow the account', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db, { is_default: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (agent: request.Agent, method: 'post' | 'put', path: string, body: object) =>
    agent[method](path).set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp()).send(body);
  /** A second browser logged in to the same account. */
  async function secondSession(email: string, password: string): Promise<request.Agent> {
    const agent = request.agent(t.http);
    await send(agent, 'post', '/api/user.php', { email, password }).expect(200);
    await expectLoggedIn(agent);
    return agent;
  }
  async function expectLoggedIn(agent: request.Agent) {
    const response = await agent.get('/api/user.php').expect(200);
    expect(response.body.user).not.toBeNull();
  }
  async function expectLoggedOut(agent: request.Agent) {
    const edit = await send(agent, 'put', '/api/user.php', { invisible: true }).expect(403);
    expect(edit.body.error).toBe('authentication_required');
    await agent.get('/api/user.php').expect(200, { user: null });
  }
  const sessionCookie = (response: request.Response) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((cookie) => cookie.startsWith('kindred.sid='))
      ?.split(';')[0];

  describe('password change', () => {
    it('ends every other session and gives the current one a new id', async () => {
      const { agent, body, response: signup } = await signUp(t);
      const other = await secondSession(body.email, body.password);
      const before = sessionCookie(signup)!;

      const changed = await send(agent, 'post', '/api/password.php', {
        old_password: body.password,
        new_password: 'brand new pass',
      }).expect(200);

      const after = sessionCookie(changed);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await expectLoggedIn(agent);
      await expectLoggedOut(other);
      // the old session id is worth nothing either
      await request(t.http).get('/api/user.php').set('Cookie', before).expect(200, { user: null });
    });
  });

  describe('password reset', () => {
    it('ends every session of the account', async () => {
      const { agent, body } = await signUp(t);
      const other = await secondSession(body.email, body.password);
      await send(request.agent(t.http), 'post', '/api/reset-password.php', { email: body.email }).expect(200);
      const token = await smtp.tokenFrom(body.email, /Reset your password/);
      await send(request.agent(t.http), 'post', '/api/reset-password-do.php', {
        token,
        password: 'new password one',
        password_confirmation: 'new password one',
      }).expect(200);

      await expectLoggedOut(agent);
      await expectLoggedOut(other);
      await secondSession(body.email, 'new password one');
    });
  });

  describe('deletion', () => {
    it('ends every session: another open one can no longer edit, upload, block or report', async () => {
      const { agent, body } = await signUp(t);
      const { user: ben } = await signUp(t);
      const other = await secondSession(body.email, body.password);
      await send(agent, 'post', '/api/delete-account.php', { reason: 'other' }).expect(200);

      // straight to the writes (GET /api/user.php would end the session on its own)
      const write = (method: 'post' | 'put', path: string, payload: object) =>
        send(other, method, path, payload).expect(403);
      expect((await write('put', '/api/profile.php', { about: 'still here' })).body.error).toBe(
        'authentication_required',
      );
      expect((await write('post', '/api/block.php', { id: ben.id })).body.error).toBe(
        'authentication_required',
      );
      expect(
        (await write('post', '/api/report.php', { id: ben.id, reason: 'spam', text: 'x' })).body.error,
      ).toBe('authentication_required');
      const upload = await other
        .post('/api/photos.php')
        .set('X-Request-Type', 'client')
        .attach('photo', Buffer.from('not really a photo'), 'photo.jpg')
        .expect(403);
      expect(upload.body.error).toBe('authentication_required');
      await expectLoggedOut(other);

      // reactivating opens a new session; the ones from before the deletion stay ended
      const token = await smtp.tokenFrom(body.email, /has been deleted/);
      const back = request.agent(t.http);
      await back.get(`/api/reactivate.php?token=${token}`).expect(302).expect('Location', '/members');
      await expectLoggedIn(back);
      await expectLoggedOut(other);
    });
  });

  describe('state-changing GET calls need the client header', () => {
    it('logout without X-Request-Type is refused and the session stays', async () => {
      const { agent } = await signUp(t);
      const refused = await agent.get('/api/logout.php').expect(403);
      expect(refused.body).toEqual({
        error: 'csrf_header_missing',
        message: expect.any(String),
      });
      await expectLoggedIn(agent);
      await agent.get('/api/logout.php').set('X-Request-Type', 'client').expect(200, { ok: true });
      await agent.get('/api/user.php').expect(200, { user: null });
    });

    it('geocode without X-Request-Type is refused and the location stays', async () => {
      const { agent, user } = await signUp(t);
      const geocodeOf = async () =>
        (
          (await t.db.query('SELECT geocode FROM profiles WHERE id = $1', [user.id])) as [
            { geocode: unknown },
          ]
        )[0].geocode;
      const refused = await agent.get('/api/geocode.php?lat=52.0907&lon=5.1214').expect(403);
      expect(refused.body.error).toBe('csrf_header_missing');
      expect(await geocodeOf()).toBeNull();
      await agent.get('/api/geocode.php?lat=52.0907&lon=5.1214').set('X-Request-Type', 'client').expect(200);
      expect(await geocodeOf()).toMatchObject({ country: 'NL' });
    });
  });

  describe('activation link used twice', () => {
    it('says the account is already activated', async () => {
      const { body } = await signUp(t);
      const token = await smtp.tokenFrom(body.email, /Confirm/);
      await request(t.http)
        .get(`/api/activate.php?token=${token}`)
        .expect(302)
        .expect('Location', '/activate/done');
      await request(t.http)
        .get(`/api/activate.php?token=${token}`)
        .expect(302)
        .expect('Location', '/activate/error?reason=already_activated');
      await request(t.http)
        .get(`/api/activate.php?token=${'x'.repeat(43)}`)
        .expect(302)
        .expect('Location', '/activate/error');
    });
  });

  describe('last active', () => {
    it('follows authenticated requests, with at most one write a minute per member', async () => {
      const { agent, user } = await signUp(t);
      // count the real writes of last_active_at (a trigger in this test's own database)
      await t.db.query(`CREATE TABLE IF NOT EXISTS last_active_writes (profile_id integer)`);
      await t.db.query(`
        CREATE OR REPLACE FUNCTION count_last_active_write() RETURNS trigger AS $$
        BEGIN
          IF NEW.last_active_at IS DISTINCT FROM OLD.last_active_at THEN
            INSERT INTO last_active_writes VALUES (NEW.id);
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await t.db.query(`
        CREATE OR REPLACE TRIGGER last_active_writes AFTER UPDATE ON profiles
        FOR EACH ROW EXECUTE FUNCTION count_last_active_write()`);
      const lastActive = async () =>
        (
          (await t.db.query('SELECT last_active_at FROM profiles WHERE id = $1', [user.id])) as [
            { last_active_at: Date },
          ]
        )[0].last_active_at.toISOString();
      const writes = async () =>
        (
          (await t.db.query('SELECT count(*)::int AS n FROM last_active_writes WHERE profile_id = $1', [
            user.id,
          ])) as [{ n: number }]
        )[0].n;

      t.clock.advance(5 * MINUTE);
      const seen = t.clock.now().toISOString();
      await Promise.all(Array.from({ length: 10 }, () => agent.get('/api/user.php').expect(200)));
      expect(await lastActive()).toBe(seen);
      expect(await writes()).toBe(1);

      t.clock.advance(30 * 1000);
      await agent.get('/api/user.php').expect(200);
      expect(await lastActive()).toBe(seen);
      expect(await writes()).toBe(1);

      t.clock.advance(31 * 1000);
      await agent.get('/api/user.php').expect(200);
      expect(await lastActive()).toBe(t.clock.now().toISOString());
      expect(await writes()).toBe(2);
    });
  });

  describe('e-mail change', () => {
    it('needs the current password', async () => {
      const { agent } = await signUp(t);
      const newEmail = uniqueEmail('moved');
      const wrong = await send(agent, 'post', '/api/mail-change.php', {
        email: newEmail,
        password: 'not my password',
      }).expect(400);
      expect(wrong.body).toEqual({
        error: 'password_wrong',
        message: 'Please check your password.',
        fields: { password: 'Please check your password.' },
      });
      const missing = await send(agent, 'post', '/api/mail-change.php', { email: newEmail }).expect(400);
      expect(missing.body.error).toBe('password_wrong');
      expect(smtp.matching(newEmail, /./)).toHaveLength(0);
    });

    it('tells the old address, whose link undoes the change and ends every session', async () => {
      const { agent, body, user } = await signUp(t);
      const other = await secondSession(body.email, body.password);
      const newEmail = uniqueEmail('taken-over');
      await send(agent, 'post', '/api/mail-change.php', { email: newEmail, password: body.password }).expect(
        200,
      );
      const confirmToken = await smtp.tokenFrom(newEmail, /new e-mail/);
      await send(agent, 'post', '/api/mail-change-do.php', { token: confirmToken }).expect(200);

      const notice = await smtp.waitFor(body.email, /e-mail address at .* was changed/);
      expect(notice.text).toContain(newEmail);
      expect(notice.text).toContain('7 days');
      expect(notice.links[0]).toContain('/api/mail-restore.php?token=');
      const undo = new URL(notice.links[0]!);

      await request(t.http)
        .get(`${undo.pathname}${undo.search}`)
        .expect(302)
        .expect('Location', '/mail-change/undo?result=done');
      const [account] = (await t.db.query('SELECT email FROM accounts WHERE id = $1', [user.id])) as [
        { email: string },
      ];
      expect(account.email).toBe(body.email);
      await expectLoggedOut(agent);
      await expectLoggedOut(other);
      await secondSession(body.email, body.password);
      await request(t.http)
        .get(`${undo.pathname}${undo.search}`)
        .expect('Location', '/mail-change/undo?result=invalid');
    });

    it('says the undo link expired after 7 days', async () => {
      const { agent, body } = await signUp(t);
      const newEmail = uniqueEmail('moved');
      await send(agent, 'post', '/api/mail-change.php', { email: newEmail, password: body.password }).expect(
        200,
      );
      const confirmToken = await smtp.tokenFrom(newEmail, /new e-mail/);
      await send(agent, 'post', '/api/mail-change-do.php', { token: confirmToken }).expect(200);
      const token = await smtp.tokenFrom(body.email, /was changed/);

      t.clock.advance(7 * DAY + MINUTE);
      await request(t.http)
        .get(`/api/mail-restore.php?token=${token}`)
        .expect(302)
        .expect('Location', '/mail-change/undo?result=expired');
      const [account] = (await t.db.query('SELECT email FROM accounts WHERE email = $1', [newEmail])) as [
        { email: string },
      ];
      expect(account.email).toBe(newEmail);
      await expectLoggedIn(agent);
    });
  });

  describe('the 30-day cookie', () => {
    it('is not signed and sent again on every poll, but renewed with a fresh 30 days once a day', async () => {
      const { agent, response: signup } = await signUp(t);
      await agent.get('/api/user.php').expect(200); // the first call after the login stamps the session
      const poll = await agent.get('/api/user.php').expect(200);
      expect(sessionCookie(poll)).toBeUndefined();

      // A day passes; Redis would keep the session 20 more days.
      const redis = t.app.get<RedisClientType>(REDIS);
      const sid = /^kindred\.sid=s:([^.]+)\./.exec(decodeURIComponent(sessionCookie(signup)!))![1];
      const key = `${process.env.REDIS_PREFIX}:sess:${sid}`;
      await redis.expire(key, 20 * 24 * 3600);
      t.clock.advance(DAY - MINUTE);
      expect(sessionCookie(await agent.get('/api/user.php').expect(200))).toBeUndefined();
      t.clock.advance(MINUTE);

      const renewed = await agent.get('/api/user.php').expect(200);
      expect(renewed.body.user).not.toBeNull();
      const cookie = ([] as string[])
        .concat(renewed.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('kindred.sid='));
      const expires = new Date(/Expires=([^;]+)/.exec(cookie!)![1]!).getTime();
      expect(expires - Date.now()).toBeGreaterThan(29 * DAY);
      expect(await redis.ttl(key)).toBeGreaterThan(29 * 24 * 3600);
      const again = await agent.get('/api/user.php').expect(200);
      expect(sessionCookie(again)).toBeUndefined();
    });
  });
});
