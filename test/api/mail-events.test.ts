import request from 'supertest';
import { signMailEvent } from '../../server/src/notifications/mail-events/mail-event-auth';
import { LOCAL_MAIL_EVENTS_SECRET } from '../../server/src/shared/config/config.schema';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const SECRET = 'a-mail-provider-secret-for-these-tests-0123456789';

/** POST /api/mail-events.php: the mail provider's bounce, complaint and unsubscribe notices. */
describe('mail events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', MAIL_EVENTS_SECRET: SECRET });
    await createSite(t.db, { is_default: true });
  });
  afterAll(() => t.close());

  const notice = (body: unknown) =>
    request(t.http)
      .post('/api/mail-events.php')
      .set('X-Forwarded-For', nextIp())
      .send(body as object);
  const disabledOf = async (accountId: number): Promise<string[]> =>
    (
      (await t.db.query('SELECT notifications_disabled FROM accounts WHERE id = $1', [accountId])) as [
        { notifications_disabled: string[] },
      ]
    )[0].notifications_disabled;

  it.each([
    ['bounce', 'bounce'],
    ['complaint', 'fbl'],
    ['fbl', 'fbl'],
    ['unsubscribe', 'listunsubscribe'],
    ['listunsubscribe', 'listunsubscribe'],
  ])('records a %s notice as %s on the account of the address (any letter case)', async (event, reason) => {
    const { agent, user, body } = await signUp(t);
    const response = await notice({ event, email: body.email.toUpperCase() })
      .set('X-Mail-Events-Secret', SECRET)
      .expect(200);
    expect(response.body).toEqual({ ok: true, recorded: reason, accounts: 1 });
    expect(await disabledOf(user.id)).toEqual([reason]);
    // The member sees it: user.php and notifications.php.
    expect((await agent.get('/api/user.php').expect(200)).body.user.notifications_disabled).toEqual([reason]);
    expect((await agent.get('/api/notifications.php').expect(200)).body.notifications_disabled).toEqual([
      reason,
    ]);
  });

  it('records each reason once, however often or however many at once the notices come', async () => {
    const { user, body } = await signUp(t);
    await Promise.all(
      ['bounce', 'bounce', 'complaint', 'complaint', 'unsubscribe', 'bounce'].map((event) =>
        notice({ event, email: body.email }).set('X-Mail-Events-Secret', SECRET).expect(200),
      ),
    );
    expect([...(await disabledOf(user.id))].sort()).toEqual(['bounce', 'fbl', 'listunsubscribe']);
  });

  it('accepts a fresh signature instead of the secret, and refuses a stale or wrong one', async () => {
    const { user, body } = await signUp(t);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    await notice({ event: 'bounce', email: body.email })
      .set('X-Mail-Events-Signature', signMailEvent(SECRET, now - 10, 'bounce', body.email))
      .expect(200);
    expect(await disabledOf(user.id)).toEqual(['bounce']);

    const other = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
    for (const signature of [
      signMailEvent(SECRET, now - 3600, 'complaint', other.body.email),
      signMailEvent('another-secret-entirely-0123456789abcdef', now, 'complaint', other.body.email),
      signMailEvent(SECRET, now, 'complaint', body.email), // signed for another address
      'garbage',
    ]) {
      const response = await notice({ event: 'complaint', email: other.body.email })
        .set('X-Mail-Events-Signature', signature)
        .expect(401);
      expect(response.body).toEqual({ error: 'invalid_mail_event_credentials', message: expect.any(String) });
    }
    expect(await disabledOf(other.user.id)).toEqual([]);
  });

  it('refuses a notice without the secret, or with a wrong one, and changes nothing', async () => {
    const { user, body } = await signUp(t);
    for (const secret of [undefined, '', 'wrong', `${SECRET}x`, LOCAL_MAIL_EVENTS_SECRET]) {
      const call = notice({ event: 'bounce', email: body.email });
      if (secret !== undefined) call.set('X-Mail-Events-Secret', secret);
      const response = await call.expect(401);
      expect(response.body).toEqual({ error: 'invalid_mail_event_credentials', message: expect.any(String) });
    }
    expect(await disabledOf(user.id)).toEqual([]);
  });

  it.each([
    [{ event: 'delivered', email: 'a@kindred.test' }],
    [{ event: 'bounce', email: 'not-an-address' }],
    [{ event: 'bounce' }],
    [{ email: 'a@kindred.test' }],
    [{ event: ['bounce'], email: 'a@kindred.test' }],
    [{ event: 'bounce', email: { $ne: '' } }],
  ])('refuses the malformed notice %j with a 400', async (body) => {
    const response = await notice(body).set('X-Mail-Events-Secret', SECRET).expect(400);
    expect(response.body).toEqual({ error: 'invalid_mail_event', message: expect.any(String) });
  });

  it('answers 200 with no account for an address nobody has (the provider need not retry)', async () => {
    const response = await notice({ event: 'bounce', email: 'nobody-here@kindred.test' })
      .set('X-Mail-Events-Secret', SECRET)
      .expect(200);
    expect(response.body).toEqual({ ok: true, recorded: 'bounce', accounts: 0 });
  });

  it('takes the notice as a form too', async () => {
    const { user, body } = await signUp(t);
    await notice(undefined)
      .type('form')
      .set('X-Mail-Events-Secret', SECRET)
      .send(`event=complaint&email=${encodeURIComponent(body.email)}`)
      .expect(200);
    expect(await disabledOf(user.id)).toEqual(['fbl']);
  });

  it('a member turns e-mail notifications on again after a bounce', async () => {
    const { agent, user, body } = await signUp(t);
    await notice({ event: 'bounce', email: body.email }).set('X-Mail-Events-Secret', SECRET).expect(200);
    const response = await agent
      .put('/api/notifications.php')
      .set('X-Request-Type', 'client')
      .send({ enable_email: true })
      .expect(200);
    expect(response.body.notifications_disabled).toEqual([]);
    expect(await disabledOf(user.id)).toEqual([]);
  });
});
