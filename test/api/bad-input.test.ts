import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppConfigService } from '../../server/src/shared/config/app-config.service';
import { createBundles, createSite } from './helpers/fixtures';
import { nextIp, signUp, signupBody } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DIRECT_DEBIT_FORM } from './helpers/direct-debit-form';

/**
 * One small case per root cause of the 500s the fuzzing found (issue 9 §5); the property-based
 * test in fuzz.test.ts covers every endpoint. Each bad request is a 400 `{error, message}` in the
 * requester's language and changes nothing.
 */
describe('bad input is a 400 and changes nothing', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    const site = await createSite(t.db, { is_default: true });
    await createBundles(t.db, site.id);
    member = await signUp(t);
    other = await signUp(t, { name: 'Ben', gender: 'male', seeking: 'female' });
  });
  afterAll(() => t.close());

  const client = (method: 'post' | 'put' | 'delete' | 'get', path: string) =>
    member.agent[method](path).set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp());

  const snapshot = async () =>
    JSON.stringify(
      await t.db.query(
        `SELECT (SELECT json_agg(a ORDER BY id) FROM accounts a) AS accounts,
                (SELECT json_agg(p ORDER BY id) FROM profiles p) AS profiles,
                (SELECT count(*) FROM member_blocks) AS blocks,
                (SELECT count(*) FROM complaints) AS complaints,
                (SELECT count(*) FROM orders) AS orders`,
      ),
    );

  /** Sends, then expects a 400 (or the given status) `{error, message}` and no change in the database. */
  async function expectRefused(call: request.Test, error?: string, status = 400): Promise<request.Response> {
    const before = await snapshot();
    const response = await call;
    expect({ status: response.status, body: response.body }).toEqual({
      status,
      body: expect.objectContaining({ error: error ?? expect.any(String), message: expect.any(String) }),
    });
    expect(await snapshot()).toBe(before);
    return response;
  }

  describe('JSON bodies', () => {
    it('refuses JSON nested thousands deep before it reaches class-transformer', async () => {
      const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
      await expectRefused(
        request(t.http)
          .post('/api/user.php')
          .set('X-Request-Type', 'client')
          .set('Content-Type', 'application/json')
          .send(deep),
        'too_deeply_nested',
      );
      const deepObject = `{"language":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
      await expectRefused(
        client('put', '/api/user.php').set('Content-Type', 'application/json').send(deepObject),
        'too_deeply_nested',
      );
    });

    it('refuses malformed JSON, in the requester language', async () => {
      const response = await expectRefused(
        request(t.http)
          .post('/api/user.php')
          .set('X-Request-Type', 'client')
          .set('Accept-Language', 'de')
          .set('Content-Type', 'application/json')
          .send('{"email": "a@b.de",'),
        'invalid_json',
      );
      expect(response.body.message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON-Objekt.');
    });

    it('refuses a JSON array or scalar where an object is expected', async () => {
      await expectRefused(
        client('post', '/api/block.php').set('Content-Type', 'application/json').send('[1,2]'),
        'invalid_json',
      );
      await expectRefused(
        client('put', '/api/profile.php').set('Content-Type', 'application/json').send('"text"'),
        'invalid_json',
      );
    });

    it('refuses prototype keys', async () => {
      await expectRefused(
        client('put', '/api/profile.php')
          .set('Content-Type', 'application/json')
          .send('{"about":"hi","__proto__":{"isAdmin":true}}'),
        'invalid_characters',
      );
      await expectRefused(
        client('put', '/api/user.php').send({ constructor: { prototype: { language: 'de' } } }),
        'invalid_characters',
      );
    });
  });

  describe('strings', () => {
    it('refuses NUL bytes in JSON bodies (login, signup, profile, reset, delete remarks)', async () => {
      const anonymous = (path: string) =>
        request(t.http).post(path).set('X-Request-Type', 'client').set('X-Forwarded-For', nextIp());
      await expectRefused(
        anonymous('/api/user.php').send({ email: 'a\u0000@kindred.test', password: 'secret-pass' }),
        'invalid_characters',
      );
      await expectRefused(
        anonymous('/api/signup.php').send({ ...member.body, email: 'new@kindred.test', name: 'An\u0000na' }),
        'invalid_characters',
      );
      await expectRefused(
        anonymous('/api/reset-password.php').send({ email: '\u0000' }),
        'invalid_characters',
      );
      await expectRefused(
        client('put', '/api/profile.php').send({ about: 'Hi\u0000' }),
        'invalid_characters',
      );
      await expectRefused(
        client('post', '/api/delete-account.php').send({ reason: 'other', remarks: 'bye\u0000' }),
        'invalid_characters',
      );
    });

    it('refuses NUL bytes in the query string and in route parameters', async () => {
      await expectRefused(client('get', '/api/transactions.php?id=%00'), 'invalid_characters');
      await expectRefused(client('get', '/api/data-export/download.php?id=%00'), 'invalid_characters');
      await expectRefused(request(t.http).get('/api/sandbox/checkout.php?id=%00'), 'invalid_characters');
      await expectRefused(
        request(t.http).post('/api/sandbox/checkout.php').type('form').send('id=%00&outcome=paid'),
        'invalid_characters',
      );
      await expectRefused(request(t.http).get('/admin/api/orders/a%00b'), 'invalid_characters');
    });

    it('refuses a query parameter given twice (handlers read one string)', async () => {
      await expectRefused(client('get', '/api/geocode.php?lat=52.1&lat=52.2&lon=5.1'), 'invalid_query');
      await expectRefused(
        client('get', `/api/data-export/download.php?id=${randomUUID()}&id=${randomUUID()}`),
        'invalid_query',
      );
    });

    it('names a refused field as a field in a body and as a query parameter in a query string', async () => {
      const body = await expectRefused(
        request(t.http)
          .post('/api/signup.php')
          .set('X-Request-Type', 'client')
          .set('X-Forwarded-For', nextIp())
          .send(signupBody({ language: 'de-DE' })),
        'validation_failed',
      );
      expect(body.body.message).toBe('The field language is not valid.');
      const query = await expectRefused(client('get', '/api/messages.php?conversation_id=1&before=abc'));
      expect(query.body.message).toBe('The query parameter before is not valid.');
    });

    it('refuses ill-formed UTF-16 (a lone surrogate) in an e-mail address', async () => {
      await expectRefused(
        request(t.http)
          .post('/api/user.php')
          .set('X-Request-Type', 'client')
          .set('Content-Type', 'application/json')
          .send('{"email":"\\ud800@kindred.test","password":"secret-pass"}'),
        'invalid_characters',
      );
      await expectRefused(
        request(t.http)
          .post('/api/reset-password.php')
          .set('X-Request-Type', 'client')
          .set('Content-Type', 'application/json')
          .send('{"email":"a\\udfff@kindred.test"}'),
        'invalid_characters',
      );
    });
  });

  describe('integer ids', () => {
    const tooLarge = [2 ** 31, 2 ** 53, 1e300];

    it('refuses ids of 2^31 and more (photos, blocks, reports, regions, bundles), fractions and negatives', async () => {
      for (const id of tooLarge) {
        await expectRefused(client('put', '/api/photos.php').send({ id }));
        await expectRefused(client('delete', '/api/photos.php').send({ id }));
        await expectRefused(client('post', '/api/block.php').send({ id }));
        await expectRefused(client('delete', '/api/block.php').send({ id }));
        await expectRefused(client('post', '/api/report.php').send({ id, reason: 'fake' }));
        await expectRefused(
          client('post', '/api/report.php').send({ id: other.user.id, photo_id: id, reason: 'fake' }),
        );
        await expectRefused(
          client('post', '/api/complaints.php').send({ member_id: id, reason: 'spam', text: 'x' }),
        );
        await expectRefused(
          client('post', '/api/complaints.php').send({
            member_id: other.user.id,
            message_id: id,
            reason: 'spam',
            text: 'x',
          }),
        );
        await expectRefused(
          request(t.http)
            .post('/api/signup.php')
            .set('X-Request-Type', 'client')
            .set('X-Forwarded-For', nextIp())
            .send({ ...member.body, email: `region-${id}@kindred.test`, region_id: id }),
          'invalid_region',
        );
      }
      // The same rule wherever an id is read; the largest id is only an unknown one.
      // Orders already answer 404 for a bundle id that is no bundle ("abc", 0): so for these too.
      await expectRefused(
        client('post', '/api/orders.php').send({
          bundle_id: 2 ** 31,
          payment_method: 'ideal',
          client_id: 'o-1',
        }),
        'bundle_not_found',
        404,
      );
      // The purchase's idempotency key: missing, of the wrong type or too long.
      for (const clientId of [undefined, null, 7, ['o-1'], '', 'x'.repeat(65), 'o 1']) {
        await expectRefused(
          client('post', '/api/orders.php').send({
            bundle_id: 1,
            payment_method: 'ideal',
            client_id: clientId,
          }),
          'client_id_required',
        );
      }
      await expectRefused(
        client('post', '/api/directdebit.php').send({ ...DIRECT_DEBIT_FORM, bundle_id: 2 ** 31 }),
        'bundle_not_found',
        404,
      );
      await expectRefused(client('get', `/api/member.php?id=${2 ** 31}`), 'member_not_found', 404);
      await expectRefused(client('put', '/api/profile.php').send({ country: 'NL', region_id: 2 ** 31 }));
      await expectRefused(client('put', '/api/profile.php').send({ interests: [1, 2 ** 31] }));
      await expectRefused(client('delete', '/api/block.php').send({ id: null }));
      await expectRefused(client('post', '/api/block.php').send({ id: 1.5 }));
      await expectRefused(client('post', '/api/block.php').send({ id: -1 }));
      await expectRefused(client('post', '/api/block.php').send({ id: true }));
      const largest = await client('post', '/api/block.php').send({ id: 2 ** 31 - 1 });
      expect(largest.status).toBe(404);
      // A member id past 999999999 is a real id (the old rule stopped at nine digits).
      const tenDigits = await client('get', '/api/member.php?id=1000000000');
      expect(tenDigits.body.error).toBe('member_not_found');
    });
  });

  describe('uuids', () => {
    // 36 characters of the uuid alphabet, but no uuid: PostgreSQL would refuse them in the statement.
    const notUuids = [
      '0'.repeat(36),
      '-'.repeat(36),
      'abcdef12-3456-7890-abcd-ef1234567890'.replace(/-/g, 'a'),
    ];

    it('answers an order or direct-debit request id that is no uuid as an unknown one', async () => {
      for (const id of notUuids) {
        // Like any id that is no order of the member's ("abc", another member's): not found.
        await expectRefused(
          client('post', '/api/refund.php').send({ payment_id: id }),
          'order_not_found',
          404,
        );
        await expectRefused(
          client('post', '/api/directdebit-confirm.php').send({ id, code: '123456' }),
          'request_not_found',
          404,
        );
      }
    });
  });

  describe('messaging', () => {
    it('refuses ids of 2^31 and more, nulls and wrong types in messages, chat-read and chat removal', async () => {
      const to = { member_id: other.user.id, client_id: 'c-1' };
      for (const id of [2 ** 31, -1, 1.5, 'abc', null, true]) {
        await expectRefused(
          client('post', '/api/messages.php').send({ member_id: id, client_id: 'c-1', text: 'Hi' }),
        );
        await expectRefused(
          client('post', '/api/messages.php').send({ conversation_id: id, client_id: 'c-1', text: 'Hi' }),
        );
        await expectRefused(client('post', '/api/messages.php').send({ ...to, gift_id: id }));
        await expectRefused(client('post', '/api/chat-read.php').send({ id }));
        await expectRefused(client('delete', '/api/chat.php').send({ id }));
        await expectRefused(client('delete', '/api/chat.php').send({ profile_id: id }));
      }
      for (const query of [
        `member_id=${2 ** 31}`,
        'conversation_id=0',
        'member_id=1&before=-1',
        'before=1',
      ]) {
        await expectRefused(client('get', `/api/messages.php?${query}`));
      }
      await expectRefused(client('post', '/api/messages.php').send({ ...to, text: null }));
      await expectRefused(client('post', '/api/messages.php').send({ ...to, client_id: null, text: 'Hi' }));
      await expectRefused(
        client('post', '/api/messages.php').send({ ...to, client_id: 'x'.repeat(65), text: 'Hi' }),
      );
      await expectRefused(client('post', '/api/messages.php').send({ ...to, text: { nested: 'Hi' } }));
      await expectRefused(client('post', '/api/messages.php').send({ ...to, text: ['Hi'] }));
    });
  });

  describe('page-hidden beacon', () => {
    it('takes an empty JSON body without the client header, and refuses what is no JSON object', async () => {
      const beacon = () => member.agent.post('/api/page-hidden.php').set('X-Forwarded-For', nextIp());
      await beacon().set('Content-Type', 'application/json').send('{}').expect(200, { ok: true });
      await beacon().expect(200, { ok: true });
      await expectRefused(beacon().set('Content-Type', 'application/json').send('{"a":'), 'invalid_json');
      await expectRefused(beacon().set('Content-Type', 'application/json').send('[1]'));
      await expectRefused(beacon().set('Content-Type', 'text/plain').send('{}'), 'unsupported_content_type');
      await expectRefused(beacon().type('form').send('a=1'), 'unsupported_content_type');
      await expectRefused(
        request(t.http).post('/api/page-hidden.php').set('Content-Type', 'application/json').send('{}'),
        'authentication_required',
        403,
      );
    });
  });

  describe('null in optional fields', () => {
    it.each([
      [{ language: null }, 'invalid_language'],
      [{ invisible: null }, 'invalid_choice'],
      [{ language: 'de', invisible: null }, 'invalid_choice'],
    ])('PUT /api/user.php %j is refused', async (body, error) => {
      await expectRefused(client('put', '/api/user.php').send(body), error);
    });

    it('null is refused in signup, reports and delete remarks too', async () => {
      await expectRefused(
        request(t.http)
          .post('/api/signup.php')
          .set('X-Request-Type', 'client')
          .set('X-Forwarded-For', nextIp())
          .send({ ...member.body, email: 'null@kindred.test', city: null }),
      );
      await expectRefused(
        client('post', '/api/report.php').send({ id: other.user.id, reason: 'fake', remarks: null }),
      );
      await expectRefused(client('post', '/api/delete-account.php').send({ reason: 'other', remarks: null }));
      await expectRefused(
        client('post', '/api/complaints.php').send({ member_id: other.user.id, reason: 'spam', text: null }),
      );
    });
  });

  describe('content types', () => {
    it('refuses a text/plain body where JSON is expected', async () => {
      await expectRefused(
        request(t.http)
          .post('/api/user.php')
          .set('X-Request-Type', 'client')
          .set('Content-Type', 'text/plain')
          .send('email=a@b.de&password=x'),
        'unsupported_content_type',
      );
      await expectRefused(
        client('put', '/api/user.php').set('Content-Type', 'text/plain').send('{"language":"de"}'),
        'unsupported_content_type',
      );
      await expectRefused(
        client('post', '/api/block.php').set('Content-Type', 'application/xml').send('<id>1</id>'),
        'unsupported_content_type',
      );
    });

    it('refuses a form or a multipart body on a JSON endpoint, keeps them where they belong', async () => {
      await expectRefused(
        client('put', '/api/user.php').type('form').send('language=de'),
        'unsupported_content_type',
      );
      await expectRefused(
        client('post', '/api/block.php').field('id', String(other.user.id)),
        'unsupported_content_type',
      );
      // Multipart uploads, the sandbox checkout's HTML form and writes without a body still work.
      await client('post', '/api/activate-resend.php').set('Content-Type', 'text/plain').expect(200);
      await client('post', '/api/photos.php')
        .attach('photo', Buffer.from('not an image'), 'a.jpg')
        .expect(400);
      // The form body is accepted; the decision itself needs the payer (session or checkout token).
      await request(t.http)
        .post('/api/sandbox/checkout.php')
        .type('form')
        .send('id=nope&outcome=paid')
        .expect(403);
    });

    it('answers errors as JSON even where the route serves HTML', async () => {
      const response = await request(t.http).get('/api/sandbox/checkout.php?id=nope').expect(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    });
  });

  describe('notification preferences, unsubscribe and mail events', () => {
    it.each([
      [{ email: { news: null } }, 'invalid_email_preferences'],
      [{ email: { news: 'false' } }, 'invalid_email_preferences'],
      [{ email: { unknown_type: false } }, 'invalid_email_preferences'],
      [{ email: 'off' }, 'invalid_email_preferences'],
      [{ email: [{ news: false }] }, 'invalid_email_preferences'],
      [{ frequency: { messages: null } }, 'invalid_frequency'],
      [{ frequency: { likes: 'hourly' } }, 'invalid_frequency'],
      [{ frequency: ['daily'] }, 'invalid_frequency'],
      [{ enable_email: null }, 'invalid_enable_email'],
      [{ enable_email: 1 }, 'invalid_enable_email'],
      [{ email: { news: false }, enable_email: 'yes' }, 'invalid_enable_email'],
    ])('PUT /api/notifications.php %j is refused', async (body, error) => {
      await expectRefused(client('put', '/api/notifications.php').send(body), error);
    });

    it('refuses a form body on notifications.php', async () => {
      await expectRefused(
        client('put', '/api/notifications.php').type('form').send('email=off'),
        'unsupported_content_type',
      );
    });

    it('refuses an unsubscribe link that is missing, malformed or not ours', async () => {
      for (const query of [
        '',
        '?t=',
        '?t=1.news.x',
        `?t=${2 ** 31}.news.${'a'.repeat(43)}`,
        `?t=1.news.${'a'.repeat(43)}`,
      ]) {
        await expectRefused(
          request(t.http)
            .post(`/api/unsubscribe.php${query}`)
            .type('form')
            .send('List-Unsubscribe=One-Click'),
          'invalid_unsubscribe_link',
        );
        await expectRefused(request(t.http).get(`/api/unsubscribe.php${query}`), 'invalid_unsubscribe_link');
      }
      await expectRefused(
        request(t.http).post('/api/unsubscribe.php?t=1.news.x').set('Content-Type', 'text/plain').send('x'),
        'unsupported_content_type',
      );
    });

    it('refuses a mail event without the secret before looking at its body', async () => {
      await expectRefused(
        request(t.http).post('/api/mail-events.php').send({ event: 'bounce', email: member.body.email }),
        'invalid_mail_event_credentials',
        401,
      );
      await expectRefused(
        request(t.http)
          .post('/api/mail-events.php')
          .set('X-Mail-Events-Secret', t.app.get(AppConfigService).get('MAIL_EVENTS_SECRET') ?? '')
          .send({ event: 'bounce', email: ['a@kindred.test'] }),
        'invalid_mail_event',
      );
    });
  });

  describe('push subscriptions', () => {
    const keys = {
      p256dh: Buffer.alloc(65, 4).toString('base64url'),
      auth: Buffer.alloc(16).toString('base64url'),
    };
    const devices = async () =>
      ((await t.db.query('SELECT count(*)::int AS n FROM push_subscriptions')) as [{ n: number }])[0].n;

    it('refuses wrong subscriptions on POST /api/user.php?push=1 and push-subscriptions.php', async () => {
      const before = await devices();
      for (const subscription of [
        null,
        'https://fcm.googleapis.com/fcm/send/x',
        [],
        { endpoint: null, keys },
        { endpoint: 'javascript:alert(1)', keys },
        { endpoint: 'https://push.example/x', keys: null },
        { endpoint: 'https://push.example/x', keys: { ...keys, p256dh: 'x'.repeat(10_000) } },
        { endpoint: 'https://push.example/x', keys: { ...keys, auth: { nested: true } } },
        { endpoint: 'https://push.example/\u0000', keys: { ...keys, auth: 'not base64!' } },
      ]) {
        await expectRefused(client('post', '/api/user.php?push=1').send({ subscription }));
        await expectRefused(client('post', '/api/push-subscriptions.php').send({ subscription }));
      }
      expect(await devices()).toBe(before);
    });

    it('refuses wrong settings and device ids on PUT and DELETE /api/push-subscriptions.php', async () => {
      for (const body of [
        {},
        { show_message_text: null },
        { show_message_text: 'false' },
        { id: 2 ** 31, enabled: false },
        { id: 1.5, enabled: false },
        { id: 1, enabled: 'no' },
      ]) {
        await expectRefused(client('put', '/api/push-subscriptions.php').send(body));
      }
      for (const id of [2 ** 31, -1, 'abc', null, true]) {
        await expectRefused(client('delete', '/api/push-subscriptions.php').send({ id }));
      }
      await expectRefused(
        client('delete', '/api/push-subscriptions.php').send({ id: 2 ** 31 - 1 }),
        'device_not_found',
        404,
      );
    });
  });
});
