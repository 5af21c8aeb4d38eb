import type request from 'supertest';
import { totpCodeAt } from '../../server/src/admin/accounts/domain/totp';
import { adminAgent, createAdmin } from './helpers/admins';
import { createSite } from './helpers/fixtures';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/** In production a super-admin without a second factor must enrol before using the console. */
describe('admin TOTP in production', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      NODE_ENV: 'production',
      SESSION_SECRET: '7d2c9a4e6f1b3d5a8c0e2f4b6d8a1c3e5f7b9d0a',
      PAYMENT_PROVIDER: 'sandbox',
      // Over plain http, so the test's agent keeps sending the session cookie.
      PUBLIC_URL: 'http://127.0.0.1:9',
      PUBLIC_URL_ALLOW_HTTP: 'true',
    });
    await createSite(t.db, { is_default: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = (test: request.Test) => test.set('X-Request-Type', 'client');

  it('opens only me and the enrolment to a super-admin without TOTP, everything once enrolled', async () => {
    const admin = await createAdmin(t, 'super_admin');
    const agent = await adminAgent(t, admin);
    expect((await agent.get('/admin/api/me').expect(200)).body).toMatchObject({
      totp_enabled: false,
      totp_enrolment_required: true,
    });
    for (const path of ['/admin/api/dashboard', '/admin/api/admins', '/admin/api/audit_log']) {
      const refused = await agent.get(path).expect(403);
      expect(refused.body).toMatchObject({ error: 'totp_enrolment_required', message: expect.any(String) });
    }

    const { secret } = (await client(agent.post('/admin/api/me/totp')).expect(200)).body as {
      secret: string;
    };
    await client(agent.post('/admin/api/me/totp/confirm'))
      .send({ code: totpCodeAt(secret, t.clock.now()) })
      .expect(200);
    await agent.get('/admin/api/dashboard').expect(200);
    await agent.get('/admin/api/admins').expect(200);

    // A super-admin keeps the factor in production.
    t.clock.advance(30_000);
    const kept = await client(agent.post('/admin/api/me/totp/disable'))
      .send({ code: totpCodeAt(secret, t.clock.now()) })
      .expect(403);
    expect(kept.body.error).toBe('totp_required_for_role');
  });

  it('leaves other roles free to go without TOTP', async () => {
    const agent = await adminAgent(t, await createAdmin(t, 'operator'));
    expect((await agent.get('/admin/api/me').expect(200)).body.totp_enrolment_required).toBe(false);
    await agent.get('/admin/api/dashboard').expect(200);
  });
});
