import { argon2id, hash } from 'argon2';
import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('admin console login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createSite(t.db, { is_default: true });
    const operatorHash = await hash('operator-pass-1', { type: argon2id });
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ('op@kindred.test', 'Olga Operator', $1, 'operator')`,
      [operatorHash],
    );
  });
  afterAll(() => t.close());

  const login = (agent: request.Agent | ReturnType<typeof request>, email: string, password: string) =>
    (agent as request.Agent)
      .post('/admin/api/login')
      .set('X-Request-Type', 'client')
      .send({ email, password });

  it('logs in, answers me, serves the dashboard, logs out', async () => {
    const agent = request.agent(t.http);
    const response = await login(agent, 'op@kindred.test', 'operator-pass-1').expect(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email: 'op@kindred.test',
      name: 'Olga Operator',
      role: 'operator',
      totp_enabled: false,
      totp_enrolment_required: false,
    });
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toContain('kindred.admin.sid');
    expect(cookie).toContain('Path=/admin');
    expect(cookie).toContain('HttpOnly');

    await agent.get('/admin/api/me').expect(200, response.body);
    const dashboard = await agent.get('/admin/api/dashboard').expect(200);
    expect(dashboard.body).toEqual({
      members_total: 0,
      members_by_gender: { male: 0, female: 0 },
      fictional_total: 0,
      photos_total: 0,
      sites_total: 1,
      signups_last_7_days: 0,
    });

    await agent.post('/admin/api/logout').set('X-Request-Type', 'client').expect(200);
    await agent.get('/admin/api/me').expect(401);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(request(t.http), 'op@kindred.test', 'nope').expect(401);
    const unknown = await login(request(t.http), 'nobody@kindred.test', 'nope').expect(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: 'Login failed, please try again' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses malformed input with a 400', async () => {
    const response = await login(request(t.http), 'not-an-email', '').expect(400);
    expect(response.body.error).toBe('login_failed');
  });

  it('keeps the dashboard for admins only', async () => {
    const response = await request(t.http).get('/admin/api/dashboard').expect(401);
    expect(response.body.error).toBe('authentication_required');
  });

  it('slows down password guessing', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await login(request(t.http), 'guess@kindred.test', `try-${attempt}`).expect(401);
    }
    const response = await login(request(t.http), 'guess@kindred.test', 'try-10').expect(429);
    expect(response.body.error).toBe('too_many_requests');
  });
});
