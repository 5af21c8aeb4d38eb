import { getQueueToken } from '@nestjs/bull';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import type { Job, Queue } from 'bull';
import request from 'supertest';
import {
  AccountDeleted,
  AccountErased,
  AccountReactivated,
  GetHiddenAccountIdsQuery,
} from '../../server/src/identity/identity.contracts';
import { ERASE_EXPIRED_JOB } from '../../server/src/identity/jobs/erase-expired-accounts';
import { eventually } from './helpers/eventually';
import { createSite } from './helpers/fixtures';
import { nextIp, signUp, uniqueEmail } from './helpers/members';
import { startSmtpCatcher } from './helpers/smtp-catcher';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('passwords, e-mail change and deletion', () => {
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

  const post = (agent: request.Agent | ReturnType<typeof request>, path: string, body: object) =>
    (agent as request.Agent)
      .post(path)
      .set('X-Request-Type', 'client')
      .set('X-Forwarded-For', nextIp())
      .send(body);
  const login = (email: string, password: string) =>
    post(request.agent(t.http), '/api/user.php', { email, password });

  describe('password reset', () => {
    it('answers an unknown address with the spec message', async () => {
      const response = await post(request(t.http), '/api/reset-password.php', {
        email: uniqueEmail(),
      }).expect(404);
      expect(response.body).toEqual({ error: 'email_not_found', message: 'E-mail address not found' });
    });

    it('resets through the e-mailed one-time link', async () => {
      const { body } = await signUp(t);
      await post(request(t.http), '/api/reset-password.php', { email: body.email }).expect(200, { ok: true });
      const mail = await smtp.waitFor(body.email, /Reset your password/);
      expect(mail.links[0]).toContain('/reset-password/do?token=');
      const token = new URL(mail.links[0]!).searchParams.get('token')!;

      const differ = await post(request(t.http), '/api/reset-password-do.php', {
        token,
        password: 'new password one',
        password_confirmation: 'new password two',
      }).expect(400);
      expect(differ.body).toMatchObject({
        error: 'passwords_differ',
        message: 'The entered passwords are not the same.',
      });

      await post(request(t.http), '/api/reset-password-do.php', {
        token,
        password: 'new password one',
        password_confirmation: 'new password one',
      }).expect(200);
      await login(body.email, 'new password one').expect(200);
      await login(body.email, body.password).expect(401);

      const reused = await post(request(t.http), '/api/reset-password-do.php', {
        token,
        password: 'another password',
        password_confirmation: 'another password',
      }).expect(400);
      expect(reused.body).toEqual({
        error: 'link_invalid',
        message: 'Link expired or invalid, request a new email',
      });
    });

    it('refuses an expired link', async () => {
      const { body } = await signUp(t);
      await post(request(t.http), '/api/reset-password.php', { email: body.email }).expect(200);
      const token = await smtp.tokenFrom(body.email, /Reset your password/);
      t.clock.advance(3 * 60 * 60 * 1000);
      const response = await post(request(t.http), '/api/reset-password-do.php', {
        token,
        password: 'new password one',
        password_confirmation: 'new password one',
      }).expect(400);
      expect(response.body.error).toBe('link_invalid');
      await login(body.email, body.password).expect(200);
    });

    it('stores only hashes of tokens', async () => {
      const { body, user } = await signUp(t);
      const token = await smtp.tokenFrom(body.email, /Confirm/);
      const rows = (await t.db.query('SELECT token_hash FROM account_tokens WHERE account_id = $1', [
        user.id,
      ])) as {
        token_hash: string;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
    });
  });

  describe('password change', () => {
    it('needs the correct old password', async () => {
      const { agent, body } = await signUp(t);
      const wrong = await post(agent, '/api/password.php', {
        old_password: 'nope',
        new_password: 'brand new pass',
      }).expect(400);
      expect(wrong.body).toMatchObject({
        error: 'old_password_wrong',
        message: 'Please check your old password.',
      });
      await post(agent, '/api/password.php', {
        old_password: body.password,
        new_password: 'brand new pass',
      }).expect(200);
      await login(body.email, 'brand new pass').expect(200);
    });

    it('counts the checks of the old password per account, together with the e-mail change’s, also at once', async () => {
      const { agent, body } = await signUp(t);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post(agent, '/api/password.php', { old_password: `guess ${i}`, new_password: 'brand new pass' }),
        ),
      );
      expect(guesses.map((guess) => guess.status).sort()).toEqual([...Array(10).fill(400), 429, 429]);
      // the budget is spent: the right password waits too, here and for an e-mail change
      const right = await post(agent, '/api/password.php', {
        old_password: body.password,
        new_password: 'brand new pass',
      }).expect(429);
      expect(right.body.error).toBe('too_many_requests');
      await post(agent, '/api/mail-change.php', {
        email: uniqueEmail('moved'),
        password: body.password,
      }).expect(429);
      await login(body.email, body.password).expect(200);
    });

    it('needs a login', async () => {
      const response = await post(request(t.http), '/api/password.php', {
        old_password: 'a',
        new_password: 'b',
      }).expect(403);
      expect(response.body.error).toBe('authentication_required');
    });
  });

  describe('e-mail change', () => {
    it('refuses an invalid or taken address', async () => {
      const { agent, body } = await signUp(t);
      const { body: other } = await signUp(t);
      const invalid = await post(agent, '/api/mail-change.php', {
        email: 'not-valid',
        password: body.password,
      }).expect(400);
      expect(invalid.body).toMatchObject({
        error: 'invalid_new_email',
        message: 'New email adress is invalid.',
      });
      const taken = await post(agent, '/api/mail-change.php', {
        email: other.email,
        password: body.password,
      }).expect(409);
      expect(taken.body.message).toBe('This email address already owns an account on this website.');
    });

    it('changes the address once the link sent to the new one is followed', async () => {
      const { agent, body } = await signUp(t);
      const newEmail = uniqueEmail('moved');
      await post(agent, '/api/mail-change.php', { email: newEmail, password: body.password }).expect(200);
      const token = await smtp.tokenFrom(newEmail, /new e-mail/);
      const confirmed = await post(agent, '/api/mail-change-do.php', { token }).expect(200);
      expect(confirmed.body.user.email).toBe(newEmail);
      await login(newEmail, body.password).expect(200);
      await login(body.email, body.password).expect(401);
      const reused = await post(agent, '/api/mail-change-do.php', { token }).expect(400);
      expect(reused.body.error).toBe('link_invalid');
    });
    it('gives a new address to one of two accounts confirming it at once; the other hears it is taken', async () => {
      const first = await signUp(t);
      const second = await signUp(t);
      const newEmail = uniqueEmail('wanted');
      for (const { agent, body } of [first, second]) {
        await post(agent, '/api/mail-change.php', { email: newEmail, password: body.password }).expect(200);
      }
      const tokens = [
        await smtp.tokenFrom(newEmail, /new e-mail/, 1),
        await smtp.tokenFrom(newEmail, /new e-mail/, 2),
      ];
      const confirmed = await Promise.all(
        [first, second].map(({ agent }, i) => post(agent, '/api/mail-change-do.php', { token: tokens[i] })),
      );
      expect(confirmed.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(confirmed.find((r) => r.status === 409)!.body).toMatchObject({
        error: 'email_taken',
        message: 'This email address already owns an account on this website.',
      });
      const owners = (await t.db.query('SELECT id FROM accounts WHERE email = $1', [newEmail])) as unknown[];
      expect(owners).toHaveLength(1);
    });
  });

  describe('deletion', () => {
    it('refuses an unknown reason and keeps the account', async () => {
      const { agent } = await signUp(t);
      const response = await post(agent, '/api/delete-account.php', { reason: 'bored' }).expect(400);
      expect(response.body.error).toBe('invalid_choice');
      await agent.get('/api/user.php').expect((r) => expect(r.body.user).not.toBeNull());
    });

    it('hides the account at once and reactivates it from the e-mailed link', async () => {
      const { agent, body, user } = await signUp(t);
      await post(agent, '/api/delete-account.php', { reason: 'other', remarks: 'Taking a break' }).expect(
        200,
      );
      expect(events.some((e) => e instanceof AccountDeleted && e.accountId === user.id)).toBe(true);
      await agent.get('/api/user.php').expect(200, { user: null });
      await login(body.email, body.password).expect(401);
      expect(await t.app.get(QueryBus).execute(new GetHiddenAccountIdsQuery([user.id]))).toEqual([user.id]);

      const token = await smtp.tokenFrom(body.email, /has been deleted/);
      const back = request.agent(t.http);
      await back.get(`/api/reactivate.php?token=${token}`).expect(302).expect('Location', '/members');
      await back.get('/api/user.php').expect((r) => expect(r.body.user.id).toBe(user.id));
      expect(events.some((e) => e instanceof AccountReactivated && e.accountId === user.id)).toBe(true);
      await back.get(`/api/reactivate.php?token=${token}`).expect('Location', '/activate/error');
    });

    it('erases the personal data 14 days after deletion, keeping an anonymous account row', async () => {
      const { agent, body, user } = await signUp(t);
      await post(agent, '/api/delete-account.php', { reason: 'found_someone' }).expect(200);
      const token = await smtp.tokenFrom(body.email, /has been deleted/);
      const queue = t.app.get<Queue>(getQueueToken('account-erasure'));

      t.clock.advance(13 * 24 * 60 * 60 * 1000);
      const early = await (await queue.add(ERASE_EXPIRED_JOB, {})).finished();
      expect((early as { erased: number[] }).erased).not.toContain(user.id);

      t.clock.advance(2 * 24 * 60 * 60 * 1000);
      const job: Job = await queue.add(ERASE_EXPIRED_JOB, {});
      const result = (await job.finished()) as { erased: number[] };
      expect(result.erased).toContain(user.id);
      expect(events.some((e) => e instanceof AccountErased && e.accountId === user.id)).toBe(true);

      const [account] = (await t.db.query('SELECT email, tracking, erased_at FROM accounts WHERE id = $1', [
        user.id,
      ])) as [{ email: string; tracking: object; erased_at: Date | null }];
      expect(account.email).toBe(`erased-${user.id}@erased.invalid`);
      expect(account.erased_at).not.toBeNull();
      // the profiles module erases the profile when it hears AccountErased (after the job's commit)
      const profiles = await eventually(
        async () => (await t.db.query('SELECT id FROM profiles WHERE id = $1', [user.id])) as unknown[],
        (rows) => rows.length === 0,
      );
      expect(profiles).toHaveLength(0);

      await request(t.http).get(`/api/reactivate.php?token=${token}`).expect('Location', '/activate/error');
      // The address is free again.
      await signUp(t, { email: body.email });
    });
  });
});
