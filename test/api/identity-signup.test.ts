import { CqrsModule, EventBus } from '@nestjs/cqrs';
import request from 'supertest';
import sharp from 'sharp';
import { AccountActivated, AccountRegistered } from '../../server/src/identity/identity.contracts';
import { createSite } from './helpers/fixtures';
import { countAccounts, nextIp, signUp, signupBody, uniqueEmail } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('signup and activation', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const events: unknown[] = [];
  let regionId: number;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
    await createSite(t.db, { is_default: true, name: 'Test Site', countries: ['NL', 'DE'] });
    await createSite(t.db, { domain: 'gated.test', name: 'Gated Site', signups: 'with_trafficsource' });
    await createSite(t.db, { domain: 'closed.test', name: 'Closed Site', signups: 'none' });
    const [region] = (await t.db.query(
      `INSERT INTO regions (country, code, name) VALUES ('NL', 'NL-UT', 'Utrecht'), ('DE', 'DE-BY', 'Bayern') RETURNING id`,
    )) as [{ id: number }];
    regionId = region.id;
    t.app.get(EventBus).subscribe((event) => events.push(event));
    void CqrsModule;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('creates a not_confirmed member with a disabled profile, logs them in and mails an activation link', async () => {
    const { agent, body, user, response } = await signUp(t, {
      region_id: regionId,
      network: 'adnet',
      ref: 'summer',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
    expect(user).toMatchObject({
      email: body.email,
      credits: expect.any(Number), // the signup bonus lands from AccountRegistered (billing-ledger.test.ts)
      status: 'not_confirmed',
      paid_user: false,
      notifications_disabled: [],
      invisible: false,
      profile: {
        status: 'disabled',
        name: 'Anna',
        gender: 'female',
        seeking: 'male',
        sexuality: 'hetero',
        date_of_birth: '1990-05-17',
        country: 'NL',
        region_id: regionId,
        city: 'Utrecht',
        main_image: null,
      },
    });
    const cookie = response.headers['set-cookie']?.find((c: string) => c.startsWith('kindred.sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie!)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const [row] = (await t.db.query('SELECT tracking, password_hash FROM accounts WHERE id = $1', [
      user.id,
    ])) as [{ tracking: object; password_hash: string }];
    expect(row.tracking).toEqual({ network: 'adnet', ref: 'summer', sub1: 'a', sub2: 'b', sub3: 'c' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(events.some((e) => e instanceof AccountRegistered && e.accountId === user.id)).toBe(true);

    await agent
      .get('/api/user.php')
      .expect(200)
      .expect((r) => expect(r.body.user.id).toBe(user.id));

    const token = await smtp.tokenFrom(body.email, /Confirm your e-mail/);
    await request(t.http)
      .get(`/api/activate.php?token=${token}`)
      .expect(302)
      .expect('Location', '/activate/done');
    const after = await agent.get('/api/user.php').expect(200);
    expect(after.body.user.status).toBe('activated');
    expect(after.body.user.profile.status).toBe('enabled');
    expect(events.some((e) => e instanceof AccountActivated && e.accountId === user.id)).toBe(true);

    // The link works once; followed again it says the account is already activated.
    await request(t.http)
      .get(`/api/activate.php?token=${token}`)
      .expect(302)
      .expect('Location', '/activate/error?reason=already_activated');
  });

  it('sends the link again on request; only the newest link works', async () => {
    const { agent, body } = await signUp(t);
    const first = await smtp.tokenFrom(body.email, /Confirm/);
    await agent.post('/api/activate-resend.php').set('X-Request-Type', 'client').expect(200, { ok: true });
    const second = await smtp.tokenFrom(body.email, /Confirm/, 2);
    expect(second).not.toBe(first);
    await request(t.http).get(`/api/activate.php?token=${first}`).expect('Location', '/activate/error');
    await request(t.http).get(`/api/activate.php?token=${second}`).expect('Location', '/activate/done');
    const again = await agent.post('/api/activate-resend.php').set('X-Request-Type', 'client').expect(400);
    expect(again.body.error).toBe('already_activated');
  });

  it('sends a bad or missing activation token to the error page', async () => {
    await request(t.http)
      .get('/api/activate.php?token=not-a-real-token-at-all-xx')
      .expect('Location', '/activate/error');
    await request(t.http).get('/api/activate.php').expect('Location', '/activate/error');
  });

  it('needs a login to resend', async () => {
    const response = await request(t.http)
      .post('/api/activate-resend.php')
      .set('X-Request-Type', 'client')
      .expect(403);
    expect(response.body.error).toBe('authentication_required');
  });

  describe('validation', () => {
    it.each([
      [
        { name: 'same@kindred.test', email: 'same@kindred.test' },
        'username_is_email',
        'Username may not be the same as your e-mail address',
      ],
      [{ name: '@anna' }, 'username_starts_with_at', 'Username may not start with @'],
      [
        { name: '\u200b\u200b\u200b' },
        'username_invisible',
        'Your name may only contain visible characters, with at least one letter or digit.',
      ],
      [
        { name: '\u202eevil' },
        'username_invisible',
        'Your name may only contain visible characters, with at least one letter or digit.',
      ],
      [{ date_of_birth: '' }, 'date_of_birth_required', 'Enter your date of birth (18+)'],
      [{ date_of_birth: '2010-01-01' }, 'date_of_birth_required', 'Enter your date of birth (18+)'],
      [{ date_of_birth: '1990-02-31' }, 'invalid_date_of_birth', 'Invalid date of birth.'],
      [{ email: 'nope' }, 'invalid_email', 'Invalid email'],
      [{ country: 'US' }, 'invalid_country', 'Choose a country this site serves.'],
      [{ password: 'short' }, 'password_length', 'Your password must be 8 to 128 characters long.'],
    ])('refuses %j with the spec message and stores nothing', async (change, code, message) => {
      const body = signupBody(change);
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .send(body)
        .expect(400);
      expect(response.body).toMatchObject({ error: code, message });
      expect(await countAccounts(t, body.email)).toBe(0);
    });

    it('answers in the member language', async () => {
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .set('Accept-Language', 'de')
        .send(signupBody({ name: '@anna' }))
        .expect(400);
      expect(response.body.message).not.toBe('Username may not start with @');
      expect(response.body.fields.name).toBe(response.body.message);
    });

    it("keeps the language the request asks for as the account's language when the body names none", async () => {
      const body = signupBody({ region_id: regionId });
      expect(body).not.toHaveProperty('language');
      await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .set('X-Forwarded-For', nextIp())
        .set('Accept-Language', 'pl-PL,pl;q=0.9,en;q=0.5')
        .send(body)
        .expect(201);
      const [account] = (await t.db.query('SELECT language FROM accounts WHERE email = $1', [
        body.email,
      ])) as [{ language: string }];
      expect(account.language).toBe('pl');
    });

    it('refuses a region of another country', async () => {
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .send(signupBody({ region_id: regionId + 1 }))
        .expect(400);
      expect(response.body.error).toBe('invalid_region');
    });

    it('validates a step without storing anything', async () => {
      const email = uniqueEmail();
      await request(t.http)
        .post('/api/signup.php?validate=1')
        .set('X-Request-Type', 'client')
        .send({ email, password: 'long enough pass' })
        .expect(200, { ok: true });
      const bad = await request(t.http)
        .post('/api/signup.php?validate=1')
        .set('X-Request-Type', 'client')
        .send({ name: '@x' })
        .expect(400);
      expect(Object.keys(bad.body.fields)).toEqual(['name']);
      expect(await countAccounts(t, email)).toBe(0);
    });

    it('compares the username with the e-mail address only at the step with the address', async () => {
      const email = `n${Date.now() % 1_000_000_000}@kindred.test`; // short enough to be a username too
      // the profile step comes first: no address yet, nothing to be the same as
      await request(t.http)
        .post('/api/signup.php?validate=1')
        .set('X-Request-Type', 'client')
        .send({ name: email, signup_message: '' })
        .expect(200, { ok: true });
      const same = await request(t.http)
        .post('/api/signup.php?validate=1')
        .set('X-Request-Type', 'client')
        .send({ name: email, email, password: 'long enough pass' })
        .expect(400);
      expect(same.body.fields).toEqual({ name: 'Username may not be the same as your e-mail address' });
    });

    it('refuses an e-mail that already has an account, keeping one account', async () => {
      const { body } = await signUp(t);
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .send(signupBody({ email: body.email.toUpperCase() }))
        .expect(409);
      expect(response.body).toMatchObject({
        error: 'email_taken',
        message: 'This email address already owns an account on this website.',
      });
      expect(await countAccounts(t, body.email)).toBe(1);
    });

    it('makes one account of a signup sent five times at once, the others told the e-mail is taken', async () => {
      // A double submit: every request passes the check before any has hashed its password and inserted.
      const body = signupBody();
      const ip = nextIp();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(t.http)
            .post('/api/signup.php')
            .set('X-Request-Type', 'client')
            .set('X-Forwarded-For', ip)
            .send(body),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const answer of answers.filter((one) => one.status === 409)) {
        expect(answer.body).toMatchObject({
          error: 'email_taken',
          message: 'This email address already owns an account on this website.',
        });
      }
      expect(await countAccounts(t, body.email)).toBe(1);
    });

    it('offers reactivation by e-mail when the account is pending deletion', async () => {
      const { body, user } = await signUp(t);
      await t.db.query('UPDATE accounts SET deleted_at = now() WHERE id = $1', [user.id]);
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('X-Request-Type', 'client')
        .send(signupBody({ email: body.email }))
        .expect(409);
      expect(response.body.error).toBe('account_pending_deletion');
      const token = await smtp.tokenFrom(body.email, /deleted/);
      expect(token.length).toBeGreaterThan(20);
    });
  });

  describe('signup gating', () => {
    it('closes a with_trafficsource site to visitors without a traffic source', async () => {
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('Host', 'gated.test')
        .set('X-Request-Type', 'client')
        .send(signupBody())
        .expect(403);
      expect(response.body).toEqual({
        error: 'signups_closed',
        message: 'Gated Site is currently invite-only',
      });
    });

    it('opens it with a traffic source', async () => {
      await signUp(t, { ref: 'partner-1' }, 'gated.test');
    });

    it('keeps a closed site closed', async () => {
      const response = await request(t.http)
        .post('/api/signup.php')
        .set('Host', 'closed.test')
        .set('X-Request-Type', 'client')
        .send(signupBody({ network: 'x' }))
        .expect(403);
      expect(response.body.message).toBe('Closed Site is currently invite-only');
    });
  });

  describe('signup photo', () => {
    it('re-encodes the upload, dropping EXIF and GPS data', async () => {
      const { agent, user } = await signUp(t);
      const withGps = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' } })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      const response = await agent
        .post('/api/signup-photo.php')
        .set('X-Request-Type', 'client')
        .attach('photo', withGps, 'me.jpg')
        .expect(201);
      const stored = await request(t.http).get(`/media/${response.body.photo.filename}`).expect(200);
      expect((await sharp(stored.body as Buffer).metadata()).exif).toBeUndefined();
      const me = await agent.get('/api/user.php').expect(200);
      expect(me.body.user.profile.main_image).toMatchObject({
        status: 'pending',
        filename: response.body.photo.filename,
      });
      expect(user.id).toBe(me.body.user.id);
    });

    it('refuses a file that is not an image and stores nothing', async () => {
      const { agent, user } = await signUp(t);
      const response = await agent
        .post('/api/signup-photo.php')
        .set('X-Request-Type', 'client')
        .attach('photo', Buffer.from('%PDF-1.4 not an image'), 'cv.pdf')
        .expect(400);
      expect(response.body.error).toBe('photo_invalid');
      const [row] = (await t.db.query('SELECT count(*)::int AS count FROM photos WHERE profile_id = $1', [
        user.id,
      ])) as [{ count: number }];
      expect(row.count).toBe(0);
    });
  });
});
