import request from 'supertest';
import { signedInAdmin, type TestAdmin } from './helpers/admins';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

interface AuditRow {
  admin_id: number;
  action: string;
  resource: string;
  record_id: string;
  before: unknown;
  after: unknown;
}

describe('admin API: members', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let operator: { admin: TestAdmin; agent: request.Agent };
  let moderator: { admin: TestAdmin; agent: request.Agent };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db, { is_default: true });
    operator = await signedInAdmin(t, 'operator');
    moderator = await signedInAdmin(t, 'moderator');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const act = (agent: request.Agent, memberId: number | string, action: string, body?: object) =>
    agent
      .post(`/admin/api/members/${memberId}/${action}`)
      .set('X-Request-Type', 'client')
      .send(body ?? {});
  const login = (agent: request.Agent, email: string, password: string) =>
    agent
      .post('/api/user.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextIp())
      .send({ email, password });
  const list = (agent: request.Agent, filter: object) =>
    agent.get('/admin/api/members').query({ filter: JSON.stringify(filter) });
  const auditOf = async (memberId: number): Promise<AuditRow[]> =>
    t.db.query(
      `SELECT admin_id, action, resource, record_id, before, after FROM audit_log
        WHERE resource = 'members' AND record_id = $1 ORDER BY id`,
      [String(memberId)],
    );

  describe('search', () => {
    it('finds members by part of the e-mail, by name (any case) and by id', async () => {
      const { user, body } = await signUp(t, { name: 'Zebulon' });
      const local = body.email.split('@')[0];

      const byEmail = await list(operator.agent, { q: local.toUpperCase() }).expect(200);
      expect(byEmail.body.map((row: { id: number }) => row.id)).toEqual([user.id]);
      expect(byEmail.headers['content-range']).toBe('members 0-0/1');
      expect(byEmail.body[0]).toMatchObject({
        id: user.id,
        email: body.email,
        name: 'Zebulon',
        status: 'not_confirmed',
        banned: false,
        banned_at: null,
      });
      expect(byEmail.body[0]).not.toHaveProperty('password_hash');

      const byName = await list(operator.agent, { q: 'zebul' }).expect(200);
      expect(byName.body.map((row: { id: number }) => row.id)).toContain(user.id);

      const byId = await list(moderator.agent, { q: String(user.id) }).expect(200);
      expect(byId.body.map((row: { id: number }) => row.id)).toContain(user.id);

      // % and _ are plain characters, not wildcards
      await list(operator.agent, { q: '%' })
        .expect(200)
        .expect((r) => expect(r.body).toEqual([]));
    });

    it('refuses bad filters, sorts and ranges with a 400', async () => {
      for (const filter of [
        { q: 'x'.repeat(201) },
        { q: '   ' },
        { q: {} },
        { banned: 'maybe' },
        { nope: 1 },
      ]) {
        const response = await list(operator.agent, filter).expect(400);
        expect(response.body).toEqual({ error: 'invalid_filter', message: expect.any(String) });
      }
      await operator.agent
        .get('/admin/api/members')
        .query({ sort: JSON.stringify(['password_hash', 'ASC']) })
        .expect(400);
      await operator.agent.get('/admin/api/members').query({ range: '[5,1]' }).expect(400);
    });

    it('filters banned members', async () => {
      const { user } = await signUp(t);
      await act(operator.agent, user.id, 'ban').expect(200);
      const banned = await list(operator.agent, { banned: true, id: [user.id] }).expect(200);
      expect(banned.body).toHaveLength(1);
      await list(operator.agent, { banned: false, id: [user.id] })
        .expect(200)
        .expect((r) => expect(r.body).toEqual([]));
    });
  });

  describe('show', () => {
    it('shows the account, profile, photos, credits, orders and reports of one member', async () => {
      const { user, body } = await signUp(t, { name: 'Reported' });
      // Reported from their profile page, so it is one others may see (an activated member's).
      await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [user.id]);
      const reporter = await signUp(t, { name: 'Reporter' });
      await reporter.agent
        .post('/api/report.php')
        .set('X-Request-Type', 'client')
        .send({ id: user.id, reason: 'spam', remarks: 'Sends links' })
        .expect(201);

      const shown = await operator.agent.get(`/admin/api/members/${user.id}`).expect(200);
      expect(shown.body).toMatchObject({
        id: user.id,
        email: body.email,
        name: 'Reported',
        banned: false,
        failed_logins: 0,
        locked_until: null,
        fictional: false,
        profile: { id: user.id, name: 'Reported', gender: 'female', fictional: false, photos: [] },
        credits: { balance: expect.any(Number), entries: expect.any(Array) },
        orders: { rows: [], total: 0 },
        reports: {
          against: [expect.objectContaining({ reporter_id: reporter.user.id, reason: 'spam' })],
          filed: [],
        },
      });
      expect(shown.body.credits.entries_total).toBe(shown.body.credits.entries.length);
      expect(JSON.stringify(shown.body)).not.toMatch(/password|token/i);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['999999', '0', 'abc', '1.5', '99999999999']) {
        const response = await operator.agent.get(`/admin/api/members/${id}`).expect(404);
        expect(response.body.error).toBe('member_not_found');
        await act(operator.agent, id, 'ban').expect(404);
      }
    });
  });

  describe('ban and unban', () => {
    it("ends the member's sessions at once with account_banned, refuses login, and unban lets them in again", async () => {
      const { agent, user, body } = await signUp(t);
      const other = request.agent(t.http);
      await login(other, body.email, body.password).expect(200);

      const banned = await act(moderator.agent, user.id, 'ban').expect(200);
      expect(banned.body).toMatchObject({ changed: true, member: { id: user.id, banned: true } });
      expect(banned.body.member.banned_at).toEqual(expect.any(String));

      // Every open session answers 403 account_banned once (the app shows /pages/ban), then is a visitor's.
      const poll = await agent.get('/api/user.php').expect(403);
      expect(poll.body).toEqual({
        error: 'account_banned',
        message: 'Your account has been banned. You can no longer log in.',
      });
      await agent.get('/api/user.php').expect(200, { user: null });
      const chats = await other.get('/api/chats.php').expect(403);
      expect(chats.body.error).toBe('account_banned');
      await other.get('/api/chats.php').expect(403, /authentication_required/);

      // The right password is refused with account_banned; a wrong one is an ordinary failure.
      const refused = await login(request.agent(t.http), body.email, body.password).expect(403);
      expect(refused.body.error).toBe('account_banned');
      await login(request.agent(t.http), body.email, 'wrong password').expect(401);

      const unbanned = await act(moderator.agent, user.id, 'unban').expect(200);
      expect(unbanned.body).toMatchObject({ changed: true, member: { banned: false, banned_at: null } });
      const again = request.agent(t.http);
      await login(again, body.email, body.password).expect(200);
      await again
        .get('/api/user.php')
        .expect(200)
        .expect((r) => expect(r.body.user.id).toBe(user.id));

      const audit = await auditOf(user.id);
      expect(audit).toEqual([
        {
          admin_id: moderator.admin.id,
          action: 'members.ban',
          resource: 'members',
          record_id: String(user.id),
          before: { banned: false, banned_at: null },
          after: { banned: true, banned_at: banned.body.member.banned_at },
        },
        {
          admin_id: moderator.admin.id,
          action: 'members.unban',
          resource: 'members',
          record_id: String(user.id),
          before: { banned: true, banned_at: banned.body.member.banned_at },
          after: { banned: false, banned_at: null },
        },
      ]);
    });

    it('hides a banned member from other members until the ban is lifted', async () => {
      const { user } = await signUp(t);
      await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [user.id]);
      const view = () => request(t.http).get(`/api/member.php?id=${user.id}`);
      await view().expect(200);
      await act(operator.agent, user.id, 'ban').expect(200);
      const hidden = await view().expect(404);
      expect(hidden.body.error).toBe('member_not_found');
      await act(operator.agent, user.id, 'unban').expect(200);
      await view().expect(200);
    });

    it('records one ban for parallel requests (one changed, one audit entry)', async () => {
      const { user } = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => act(i % 2 ? operator.agent : moderator.agent, user.id, 'ban')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(answers.filter((answer) => answer.body.changed)).toHaveLength(1);
      expect((await auditOf(user.id)).map((row) => row.action)).toEqual(['members.ban']);

      const unbans = await Promise.all(
        Array.from({ length: 4 }, () => act(operator.agent, user.id, 'unban')),
      );
      expect(unbans.filter((answer) => answer.body.changed)).toHaveLength(1);
      expect((await auditOf(user.id)).map((row) => row.action)).toEqual(['members.ban', 'members.unban']);
    });

    it('changes nothing without the client header or for a finance admin', async () => {
      const { user } = await signUp(t);
      await operator.agent.post(`/admin/api/members/${user.id}/ban`).expect(403);
      const finance = await signedInAdmin(t, 'finance');
      await act(finance.agent, user.id, 'ban').expect(403);
      await act(moderator.agent, user.id, 'reset-lockout').expect(403);
      expect(await auditOf(user.id)).toEqual([]);
    });
  });

  describe('login lockout', () => {
    it('shows the lock and an operator resets it (audited); nothing to reset records nothing', async () => {
      const { user, body } = await signUp(t);
      for (let attempt = 1; attempt <= 4; attempt++)
        await login(request.agent(t.http), body.email, `wrong-${attempt}`).expect(401);
      await login(request.agent(t.http), body.email, 'wrong-5').expect(429);
      await login(request.agent(t.http), body.email, body.password).expect(429);

      const shown = await operator.agent.get(`/admin/api/members/${user.id}`).expect(200);
      expect(shown.body.failed_logins).toBe(5);
      expect(shown.body.locked_until).toEqual(expect.any(String));

      const reset = await act(operator.agent, user.id, 'reset-lockout').expect(200);
      expect(reset.body).toMatchObject({ changed: true, member: { failed_logins: 0, locked_until: null } });
      await login(request.agent(t.http), body.email, body.password).expect(200);

      await act(operator.agent, user.id, 'reset-lockout')
        .expect(200)
        .expect((r) => expect(r.body.changed).toBe(false));
      const audit = await auditOf(user.id);
      expect(audit).toEqual([
        expect.objectContaining({
          admin_id: operator.admin.id,
          action: 'members.reset_lockout',
          before: { failed_logins: 5, locked_until: shown.body.locked_until },
          after: { failed_logins: 0, locked_until: null },
        }),
      ]);
    });
  });

  describe('resend activation', () => {
    it('mails a new activation link that works (audited); an activated member gets 400', async () => {
      const { user, body } = await signUp(t);
      await smtp.waitFor(body.email, /Confirm your e-mail/);
      await act(operator.agent, user.id, 'resend-activation')
        .expect(200)
        .expect((r) => expect(r.body.changed).toBe(true));
      const token = await smtp.tokenFrom(body.email, /Confirm your e-mail/, 2);
      await request(t.http)
        .get(`/api/activate.php?token=${token}`)
        .expect(302)
        .expect('Location', '/activate/done');

      const again = await act(operator.agent, user.id, 'resend-activation').expect(400);
      expect(again.body).toEqual({ error: 'already_activated', message: expect.any(String) });
      expect(await auditOf(user.id)).toEqual([
        expect.objectContaining({
          admin_id: operator.admin.id,
          action: 'members.resend_activation',
          before: { status: 'not_confirmed' },
          after: { status: 'not_confirmed', activation_mail: 'sent' },
        }),
      ]);
    });
  });

  describe('fictional', () => {
    it('marks and unmarks a profile as fictional, each audited', async () => {
      const { user } = await signUp(t);
      const marked = await act(operator.agent, user.id, 'fictional', { fictional: true }).expect(200);
      expect(marked.body).toMatchObject({ changed: true, member: { fictional: true } });
      await act(operator.agent, user.id, 'fictional', { fictional: true })
        .expect(200)
        .expect((r) => expect(r.body.changed).toBe(false));
      await act(operator.agent, user.id, 'fictional', { fictional: false }).expect(200);
      const audit = await auditOf(user.id);
      expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        { action: 'members.mark_fictional', before: { fictional: false }, after: { fictional: true } },
        { action: 'members.unmark_fictional', before: { fictional: true }, after: { fictional: false } },
      ]);
    });

    it('refuses a body without a boolean with a 400 and changes nothing', async () => {
      const { user } = await signUp(t);
      for (const body of [{}, { fictional: 'yes' }, { fictional: 1 }, { fictional: null }]) {
        const response = await act(operator.agent, user.id, 'fictional', body).expect(400);
        expect(response.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
      const [row] = (await t.db.query('SELECT fictional FROM profiles WHERE id = $1', [user.id])) as [
        { fictional: boolean },
      ];
      expect(row.fictional).toBe(false);
      expect(await auditOf(user.id)).toEqual([]);
    });
  });
});
