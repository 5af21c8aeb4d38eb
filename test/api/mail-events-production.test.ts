import request from 'supertest';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

/** In production, mail-events.php without MAIL_EVENTS_SECRET fails closed: no secret opens it. */
describe('mail events in production without MAIL_EVENTS_SECRET', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      NODE_ENV: 'production',
      SESSION_SECRET: '9c4e1f7a3b5d8e2c6a0f4b7d1e3c5a9f2b8d6e0c',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_EVENTS_SECRET: '',
      PUBLIC_URL: 'https://kindred.example',
    });
    await createSite(t.db, { is_default: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses every notice, the development secret and an empty one included', async () => {
    const { user, body } = await signUp(t);
    for (const secret of ['kindred-local-mail-events-secret', '', 'anything']) {
      const response = await request(t.http)
        .post('/api/mail-events.php')
        .set('X-Forwarded-For', nextIp())
        .set('X-Mail-Events-Secret', secret)
        .send({ event: 'bounce', email: body.email })
        .expect(401);
      expect(response.body.error).toBe('invalid_mail_event_credentials');
    }
    const [row] = (await t.db.query('SELECT notifications_disabled FROM accounts WHERE id = $1', [
      user.id,
    ])) as [{ notifications_disabled: string[] }];
    expect(row.notifications_disabled).toEqual([]);
  });
});
