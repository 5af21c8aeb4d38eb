import { QueryBus } from '@nestjs/cqrs';
import request from 'supertest';
import { GetNotificationPreferencesQuery } from '../../server/src/notifications/notifications.contracts';
import {
  unsubscribeToken,
  unsubscribeUrl,
} from '../../server/src/notifications/preferences/unsubscribe-link';
import { AppConfigService } from '../../server/src/shared/config/app-config.service';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

const ALL_ON = {
  new_conversations: true,
  new_messages: true,
  like: true,
  unread_message_reminders: true,
  promotions: true,
  weekly_updates: true,
  news: true,
  reminders: true,
};

/** notifications.php (GET/PUT) and the one-click unsubscribe (unsubscribe.php), against the real app. */
describe('notification preferences', () => {
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    secret = t.app.get(AppConfigService).get('UNSUBSCRIBE_SECRET');
  });
  afterAll(() => t.close());

  const put = (agent: request.Agent, body: unknown) =>
    agent
      .put('/api/notifications.php')
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextIp())
      .send(body as object);

  it('answers the defaults to a member who never changed anything: every type on, both at once', async () => {
    const { agent } = await signUp(t);
    const response = await agent.get('/api/notifications.php').expect(200);
    expect(response.body).toEqual({
      email: ALL_ON,
      frequency: { messages: 'instant', likes: 'instant' },
      notifications_disabled: [],
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('changes only what a PUT names, and the change is there on the next GET', async () => {
    const { agent } = await signUp(t);
    const first = await put(agent, { email: { promotions: false } }).expect(200);
    expect(first.body.email).toEqual({ ...ALL_ON, promotions: false });
    const second = await put(agent, { frequency: { messages: 'daily' }, email: { news: false } }).expect(200);
    expect(second.body).toEqual({
      email: { ...ALL_ON, promotions: false, news: false },
      frequency: { messages: 'daily', likes: 'instant' },
      notifications_disabled: [],
    });
    const third = await put(agent, { frequency: { likes: 'never' }, email: { promotions: true } }).expect(
      200,
    );
    expect((await agent.get('/api/notifications.php').expect(200)).body).toEqual(third.body);
    expect(third.body).toEqual({
      email: { ...ALL_ON, news: false },
      frequency: { messages: 'daily', likes: 'never' },
      notifications_disabled: [],
    });
  });

  it('needs a logged-in member, and the CSRF header on a PUT', async () => {
    await request(t.http).get('/api/notifications.php').expect(403);
    await request(t.http).put('/api/notifications.php').set('X-Request-Type', 'client').send({}).expect(403);
    const { agent } = await signUp(t);
    const refused = await agent
      .put('/api/notifications.php')
      .send({ email: { news: false } })
      .expect(403);
    expect(refused.body.error).toBe('csrf_header_missing');
    expect((await agent.get('/api/notifications.php')).body.email.news).toBe(true);
  });

  it.each([
    [{ email: { news: 'no' } }, 'invalid_email_preferences'],
    [{ email: { news: 1 } }, 'invalid_email_preferences'],
    [{ email: { spam: false } }, 'invalid_email_preferences'],
    [{ email: [false] }, 'invalid_email_preferences'],
    [{ email: null }, 'invalid_email_preferences'],
    [{ email: { __proto__x: true } }, 'invalid_email_preferences'],
    [{ frequency: { messages: 'weekly' } }, 'invalid_frequency'],
    [{ frequency: { birthdays: 'daily' } }, 'invalid_frequency'],
    [{ frequency: 'daily' }, 'invalid_frequency'],
    [{ enable_email: false }, 'invalid_enable_email'],
    [{ enable_email: 'true' }, 'invalid_enable_email'],
    [{ email: { news: false }, frequency: { likes: 'sometimes' } }, 'invalid_frequency'],
  ])('refuses %j with a 400 and changes nothing', async (body, error) => {
    const { agent, user } = await signUp(t);
    const response = await put(agent, body).expect(400);
    expect(response.body).toEqual(expect.objectContaining({ error, message: expect.any(String) }));
    const rows = (await t.db.query('SELECT * FROM notification_preferences WHERE account_id = $1', [
      user.id,
    ])) as unknown[];
    expect(rows).toEqual([]);
  });

  it('answers the message in the member language', async () => {
    const { agent } = await signUp(t, { language: 'de' });
    await agent.put('/api/user.php').set('X-Request-Type', 'client').send({ language: 'de' }).expect(200);
    const response = await put(agent, { frequency: { messages: 'weekly' } }).expect(400);
    expect(response.body.message).toMatch(/Nachrichten und Likes/);
  });

  it('writes nothing for a PUT that changes nothing', async () => {
    const { agent, user } = await signUp(t);
    await put(agent, {}).expect(200);
    await put(agent, { email: {}, frequency: {} }).expect(200);
    const rows = (await t.db.query('SELECT 1 FROM notification_preferences WHERE account_id = $1', [
      user.id,
    ])) as unknown[];
    expect(rows).toHaveLength(0);
  });

  it("keeps each member to their own preferences: one member's change never touches another's", async () => {
    const anna = await signUp(t);
    const ben = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
    await put(anna.agent, { email: { like: false }, frequency: { likes: 'never' } }).expect(200);
    // Nothing in the request names a member: another's id in the body is just an unknown field.
    await put(anna.agent, { id: ben.user.id, account_id: ben.user.id, email: { news: false } }).expect(200);
    const bens = await ben.agent.get('/api/notifications.php').expect(200);
    expect(bens.body.email).toEqual(ALL_ON);
    expect(bens.body.frequency).toEqual({ messages: 'instant', likes: 'instant' });
  });

  it('loses no change when several PUTs of different switches run at once', async () => {
    const { agent } = await signUp(t);
    const types = Object.keys(ALL_ON);
    await Promise.all([
      ...types.map((type) => put(agent, { email: { [type]: false } }).expect(200)),
      put(agent, { frequency: { messages: 'never' } }).expect(200),
      put(agent, { frequency: { likes: 'daily' } }).expect(200),
    ]);
    const response = await agent.get('/api/notifications.php').expect(200);
    expect(Object.values(response.body.email)).toEqual(types.map(() => false));
    expect(response.body.frequency).toEqual({ messages: 'never', likes: 'daily' });
  });

  it('enable_email clears notifications_disabled, which GET and user.php show', async () => {
    const { agent, user } = await signUp(t);
    await t.db.query(`UPDATE accounts SET notifications_disabled = '{bounce,fbl}' WHERE id = $1`, [user.id]);
    expect((await agent.get('/api/notifications.php').expect(200)).body.notifications_disabled).toEqual([
      'bounce',
      'fbl',
    ]);
    const response = await put(agent, { enable_email: true }).expect(200);
    expect(response.body.notifications_disabled).toEqual([]);
    expect((await agent.get('/api/user.php').expect(200)).body.user.notifications_disabled).toEqual([]);
  });

  describe('one-click unsubscribe', () => {
    it('POST with the signed link switches that type off at once, without a login or CSRF header', async () => {
      const { agent, user } = await signUp(t);
      const url = new URL(
        unsubscribeUrl({ secret, baseUrl: 'https://kindred.example' }, user.id, 'new_messages'),
      );
      const response = await request(t.http)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(response.body).toEqual({ ok: true, type: 'new_messages' });
      const preferences = await agent.get('/api/notifications.php').expect(200);
      expect(preferences.body.email).toEqual({ ...ALL_ON, new_messages: false });
      // Sent again (mail clients retry): still off, still fine.
      await request(t.http)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      // A multipart POST (RFC 8058 allows both encodings) works as well.
      const like = new URL(unsubscribeUrl({ secret, baseUrl: 'https://kindred.example' }, user.id, 'like'));
      await request(t.http)
        .post(`${like.pathname}${like.search}`)
        .field('List-Unsubscribe', 'One-Click')
        .expect(200);
      expect((await agent.get('/api/notifications.php')).body.email.like).toBe(false);
    });

    it('refuses a forged, altered or missing token with a 400 and switches nothing off', async () => {
      const { agent, user } = await signUp(t);
      const other = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
      const good = unsubscribeToken(secret, other.user.id, 'news');
      const bad = [
        unsubscribeToken('not-the-servers-secret-0123456789abcdef', user.id, 'news'),
        good.replace(`${other.user.id}.`, `${user.id}.`),
        good.replace('.news.', '.promotions.'),
        'garbage',
        '',
      ];
      for (const token of bad) {
        const response = await request(t.http)
          .post(`/api/unsubscribe.php?t=${encodeURIComponent(token)}`)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(400);
        expect(response.body).toEqual({ error: 'invalid_unsubscribe_link', message: expect.any(String) });
        await request(t.http)
          .get(`/api/unsubscribe.php?t=${encodeURIComponent(token)}`)
          .expect(400);
      }
      await request(t.http)
        .post('/api/unsubscribe.php')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      expect((await agent.get('/api/notifications.php')).body.email).toEqual(ALL_ON);
      expect((await other.agent.get('/api/notifications.php')).body.email).toEqual(ALL_ON);
    });

    it('GET shows a page in the member language whose button POSTs, and changes nothing by itself', async () => {
      const { agent, user } = await signUp(t);
      await agent.put('/api/user.php').set('X-Request-Type', 'client').send({ language: 'fr' }).expect(200);
      const token = unsubscribeToken(secret, user.id, 'weekly_updates');
      const page = await request(t.http)
        .get(`/api/unsubscribe.php?t=${encodeURIComponent(token)}`)
        .expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<html lang="fr"');
      expect(page.text).toContain('Nouvelles de la semaine');
      expect(page.text).toContain(
        `<form method="post" action="/api/unsubscribe.php?t=${encodeURIComponent(token)}">`,
      );
      expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
      expect((await agent.get('/api/notifications.php')).body.email.weekly_updates).toBe(true);

      // The button's POST from a browser (no CSRF header, HTML accepted) answers the confirmation page.
      const done = await request(t.http)
        .post(`/api/unsubscribe.php?t=${encodeURIComponent(token)}`)
        .set('Accept', 'text/html,application/xhtml+xml')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.headers['content-type']).toMatch(/text\/html/);
      expect(done.text).toContain('role="status"');
      expect((await agent.get('/api/notifications.php')).body.email.weekly_updates).toBe(false);
    });
  });

  it('GetNotificationPreferencesQuery answers what MAIL needs, with a null address once deleted', async () => {
    const { agent, user, body } = await signUp(t);
    await put(agent, { email: { like: false }, frequency: { messages: 'daily' } }).expect(200);
    await t.db.query(`UPDATE accounts SET notifications_disabled = '{fbl}' WHERE id = $1`, [user.id]);
    const queryBus = t.app.get(QueryBus);
    expect(await queryBus.execute(new GetNotificationPreferencesQuery(user.id))).toEqual({
      email: { ...ALL_ON, like: false },
      frequency: { messages: 'daily', likes: 'instant' },
      notificationsDisabled: ['fbl'],
      language: 'en',
      emailAddress: body.email,
    });
    await t.db.query(`UPDATE accounts SET deleted_at = now() WHERE id = $1`, [user.id]);
    expect((await queryBus.execute(new GetNotificationPreferencesQuery(user.id)))?.emailAddress).toBeNull();
    expect(await queryBus.execute(new GetNotificationPreferencesQuery(2 ** 31 - 1))).toBeNull();
  });
});
