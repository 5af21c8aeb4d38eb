import request from 'supertest';
import { totpCodeAt } from '../../server/src/admin/accounts/domain/totp';
import { SealStoredTotpSecrets } from '../../server/src/admin/database/seal-stored-totp-secrets';
import { adminAgent, createAdmin, signedInAdmin, type TestAdmin } from './helpers/admins';
import { createSite } from './helpers/fixtures';
import { nextIp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('admin TOTP second factor', () => {
  let t: TestApp;
  let boss: request.Agent;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    boss = (await signedInAdmin(t, 'super_admin')).agent;
  });
  afterAll(() => t.close());

  const client = (test: request.Test) => test.set('X-Request-Type', 'client');
  const login = (admin: TestAdmin, code?: string, agent = request.agent(t.http)) =>
    client(agent.post('/admin/api/login'))
      .set('X-Forwarded-For', nextIp())
      .send({ email: admin.email, password: admin.password, ...(code !== undefined && { code }) });
  const codeNow = (secret: string) => totpCodeAt(secret, t.clock.now());
  /** The next 30-second step, so that a new code is not a replay of the last one. */
  const nextStep = () => t.clock.advance(30_000);

  /** An admin of the role with TOTP enrolled through the API; answers its secret. */
  async function enrolled(role: TestAdmin['role'] = 'operator') {
    const admin = await createAdmin(t, role);
    const agent = await adminAgent(t, admin);
    const started = await client(agent.post('/admin/api/me/totp')).expect(200);
    const secret = started.body.secret as string;
    await client(agent.post('/admin/api/me/totp/confirm'))
      .send({ code: codeNow(secret) })
      .expect(200);
    nextStep();
    return { admin, agent, secret };
  }

  it('enrols with a secret, an otpauth URI and a QR code, confirmed by a code; audited without the secret', async () => {
    const admin = await createAdmin(t, 'finance');
    const agent = await adminAgent(t, admin);
    expect((await agent.get('/admin/api/me').expect(200)).body).toMatchObject({
      totp_enabled: false,
      totp_enrolment_required: false,
    });

    const started = await client(agent.post('/admin/api/me/totp')).expect(200);
    expect(started.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauth_url: expect.stringContaining(`secret=${started.body.secret}`),
      qr_code: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const secret = started.body.secret as string;
    // Not in effect before it is confirmed: the password alone still logs in.
    await login(admin).expect(200);

    const wrong = await client(agent.post('/admin/api/me/totp/confirm')).send({ code: '000000' }).expect(401);
    expect(wrong.body).toMatchObject({ error: 'totp_invalid', message: expect.any(String) });
    await client(agent.post('/admin/api/me/totp/confirm')).send({ code: 'abc' }).expect(400);

    const confirmed = await client(agent.post('/admin/api/me/totp/confirm'))
      .send({ code: codeNow(secret) })
      .expect(200);
    expect(confirmed.body).toMatchObject({ id: admin.id, totp_enabled: true });
    await client(agent.post('/admin/api/me/totp')).expect(409);

    const [entry] = (await t.db.query(
      `SELECT admin_id, action, before, after FROM audit_log WHERE resource = 'admins' AND record_id = $1`,
      [String(admin.id)],
    )) as { admin_id: number; action: string; before: object; after: object }[];
    expect(entry).toMatchObject({
      admin_id: admin.id,
      action: 'admins.totp_enable',
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it('asks for the code at login once enrolled, and a code works only once', async () => {
    const { admin, secret } = await enrolled();
    const asked = await login(admin).expect(401);
    expect(asked.body).toMatchObject({ error: 'totp_required', message: expect.any(String) });
    expect((await login(admin, '123456').expect(401)).body.error).toBe('totp_invalid');
    // A wrong password never reaches the code.
    expect(
      (
        await client(request(t.http).post('/admin/api/login'))
          .set('X-Forwarded-For', nextIp())
          .send({ email: admin.email, password: 'wrong-password', code: codeNow(secret) })
          .expect(401)
      ).body.error,
    ).toBe('invalid_credentials');

    const code = codeNow(secret);
    const agent = request.agent(t.http);
    const response = await login(admin, code, agent).expect(200);
    expect(response.body).toMatchObject({ email: admin.email, totp_enabled: true });
    await agent.get('/admin/api/me').expect(200);
    // The same code again (a replay) is refused.
    expect((await login(admin, code).expect(401)).body.error).toBe('totp_invalid');
  });

  it('counts code attempts atomically: a parallel burst of guesses is cut at the limit', async () => {
    const { admin } = await enrolled();
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login(admin, String(100000 + i))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - statuses.filter((s) => s === 401).length);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('lets one of many parallel logins with the same right code in', async () => {
    const { admin, secret } = await enrolled();
    const code = codeNow(secret);
    const answers = await Promise.all(Array.from({ length: 4 }, () => login(admin, code)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('removes the factor with a current code; a super-admin resets another admin’s factor', async () => {
    const own = await enrolled('moderator');
    await client(own.agent.post('/admin/api/me/totp/disable')).send({ code: '000000' }).expect(401);
    const disabled = await client(own.agent.post('/admin/api/me/totp/disable'))
      .send({ code: codeNow(own.secret) })
      .expect(200);
    expect(disabled.body.totp_enabled).toBe(false);
    await login(own.admin).expect(200);
    await client(own.agent.post('/admin/api/me/totp/disable')).send({ code: '123456' }).expect(409);

    const lost = await enrolled('chat_agent');
    await login(lost.admin).expect(401);
    const reset = await client(boss.post(`/admin/api/admins/${lost.admin.id}/reset-totp`)).expect(200);
    expect(reset.body.totp_enabled).toBe(false);
    await login(lost.admin).expect(200);

    const actions = (await t.db.query(`SELECT action FROM audit_log WHERE record_id = ANY($1) ORDER BY id`, [
      [String(own.admin.id), String(lost.admin.id)],
    ])) as { action: string }[];
    expect(actions.map((row) => row.action)).toEqual([
      'admins.totp_enable',
      'admins.totp_disable',
      'admins.totp_enable',
      'admins.reset_totp',
    ]);
  });

  it('keeps the secrets sealed in the database, and seals at start one stored before sealing', async () => {
    const admin = await createAdmin(t, 'operator');
    const agent = await adminAgent(t, admin);
    const started = await client(agent.post('/admin/api/me/totp')).expect(200);
    const secret = started.body.secret as string;
    const stored = async () =>
      (
        (await t.db.query(
          `SELECT totp_secret AS secret, totp_pending_secret AS pending FROM admin_accounts WHERE id = $1`,
          [admin.id],
        )) as { secret: string | null; pending: string | null }[]
      )[0]!;
    expect((await stored()).pending).toMatch(/^v1\./);
    expect((await stored()).pending).not.toContain(secret);
    await client(agent.post('/admin/api/me/totp/confirm'))
      .send({ code: codeNow(secret) })
      .expect(200);
    nextStep();
    const enabled = await stored();
    expect(enabled).toEqual({ secret: expect.stringMatching(/^v1\./), pending: null });
    expect(enabled.secret).not.toContain(secret);
    await login(admin, codeNow(secret)).expect(200);

    // A secret from before sealing still logs in, and the start-up step seals it.
    nextStep();
    await t.db.query(`UPDATE admin_accounts SET totp_secret = $2 WHERE id = $1`, [admin.id, secret]);
    await login(admin, codeNow(secret)).expect(200);
    expect(await t.app.get(SealStoredTotpSecrets).sealAll()).toBeGreaterThanOrEqual(1);
    expect((await stored()).secret).toMatch(/^v1\./);
    nextStep();
    await login(admin, codeNow(secret)).expect(200);
    expect(await t.app.get(SealStoredTotpSecrets).sealAll()).toBe(0);
  });
});
