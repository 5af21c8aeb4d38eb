import request from 'supertest';
import { adminAgent, createAdmin, signedInAdmin, type TestAdmin } from './helpers/admins';
import { createSite } from './helpers/fixtures';
import { nextIp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

interface AuditRow {
  id: string;
  admin_id: number;
  admin_email: string | null;
  action: string;
  resource: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

describe('admin accounts (super-admin) and the audit log', () => {
  let t: TestApp;
  let superAdmin: TestAdmin;
  let boss: request.Agent;
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true });
    ({ admin: superAdmin, agent: boss } = await signedInAdmin(t, 'super_admin'));
  });
  afterAll(() => t.close());

  const email = () => `new-admin-${process.pid}-${++sequence}@kindred.test`;
  const client = (test: request.Test) => test.set('X-Request-Type', 'client');
  const login = (address: string, password: string) =>
    client(request.agent(t.http).post('/admin/api/login'))
      .set('X-Forwarded-For', nextIp())
      .send({ email: address, password });

  async function auditOf(recordId: number, action?: string): Promise<AuditRow[]> {
    const filter = JSON.stringify({
      resource: 'admins',
      record_id: String(recordId),
      ...(action && { action }),
    });
    const response = await boss.get('/admin/api/audit_log').query({ filter }).expect(200);
    return response.body as AuditRow[];
  }

  const auditCount = async () =>
    ((await t.db.query('SELECT count(*)::int AS n FROM audit_log')) as [{ n: number }])[0].n;

  async function createThroughApi(role: string, password = 'first-password-1') {
    const address = email();
    const response = await client(boss.post('/admin/api/admins'))
      .send({ email: address, name: '  Nora New ', role, password })
      .expect(201);
    return { id: response.body.id as number, email: address, password, body: response.body };
  }

  it('creates an admin with a role, answers it without secrets and audits the creation', async () => {
    const created = await createThroughApi('operator');
    expect(created.body).toEqual({
      id: expect.any(Number),
      email: created.email,
      name: 'Nora New',
      role: 'operator',
      disabled: false,
      disabled_at: null,
      totp_enabled: false,
      last_login_at: null,
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    await boss.get(`/admin/api/admins/${created.id}`).expect(200, created.body);

    const [entry, ...others] = await auditOf(created.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      admin_id: superAdmin.id,
      admin_email: superAdmin.email,
      action: 'admins.create',
      resource: 'admins',
      record_id: String(created.id),
      before: null,
      after: {
        email: created.email,
        name: 'Nora New',
        role: 'operator',
        disabled: false,
        totp_enabled: false,
      },
      created_at: t.clock.now().toISOString(),
    });
    // Neither the password nor its hash anywhere in the entry.
    expect(JSON.stringify(entry)).not.toMatch(/first-password-1|argon2|password/);

    // The new admin logs in and reaches what the role allows, nothing else.
    const agent = await adminAgent(t, created);
    await agent.get('/admin/api/audit_log').expect(200);
    await agent.get('/admin/api/admins').expect(403);
    await agent.get('/admin/api/ledger').expect(403);
  });

  it('refuses a taken e-mail (any case) and bad input with nothing written', async () => {
    const created = await createThroughApi('finance');
    const before = await auditCount();
    const taken = await client(boss.post('/admin/api/admins'))
      .send({
        email: created.email.toUpperCase(),
        name: 'Twin',
        role: 'finance',
        password: 'another-password',
      })
      .expect(409);
    expect(taken.body.error).toBe('admin_email_taken');
    for (const [body, code] of [
      [{ email: 'nope', name: 'X', role: 'operator', password: 'long-enough-pass' }, 'invalid_email'],
      [{ email: email(), name: '', role: 'operator', password: 'long-enough-pass' }, 'name_length'],
      [{ email: email(), name: 'X', role: 'root', password: 'long-enough-pass' }, 'invalid_role'],
      [{ email: email(), name: 'X', role: 'operator', password: 'short' }, 'password_length'],
    ] as const) {
      const response = await client(boss.post('/admin/api/admins')).send(body).expect(400);
      expect(response.body).toMatchObject({ error: code, message: expect.any(String) });
    }
    expect(await auditCount()).toBe(before);
  });

  it('changes a role at once for the signed-in admin, and audits before and after', async () => {
    const created = await createThroughApi('operator');
    const agent = await adminAgent(t, created);
    await agent.get('/admin/api/audit_log').expect(200);
    t.clock.advance(60_000);

    const response = await client(boss.put(`/admin/api/admins/${created.id}`))
      // react-admin sends the whole record; what may not change is ignored.
      .send({ ...created.body, email: 'changed@kindred.test', name: 'Nora Finance', role: 'finance' })
      .expect(200);
    expect(response.body).toMatchObject({ email: created.email, name: 'Nora Finance', role: 'finance' });

    await agent.get('/admin/api/audit_log').expect(403);
    await agent.get('/admin/api/ledger').expect(200);
    expect((await agent.get('/admin/api/me').expect(200)).body.role).toBe('finance');

    const [update] = await auditOf(created.id, 'admins.update');
    expect(update).toMatchObject({
      before: { name: 'Nora New', role: 'operator', email: created.email },
      after: { name: 'Nora Finance', role: 'finance', email: created.email },
      created_at: t.clock.now().toISOString(),
    });
  });

  it('disables an admin: the open session ends, login is refused, enabling lets it in again', async () => {
    const created = await createThroughApi('moderator');
    const agent = await adminAgent(t, created);
    await agent.get('/admin/api/dashboard').expect(200);

    const disabled = await client(boss.put(`/admin/api/admins/${created.id}`))
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body).toMatchObject({ disabled: true, disabled_at: t.clock.now().toISOString() });

    expect((await agent.get('/admin/api/dashboard').expect(401)).body.error).toBe('authentication_required');
    const refused = await login(created.email, created.password).expect(403);
    expect(refused.body).toMatchObject({ error: 'admin_disabled', message: expect.any(String) });
    // A wrong password still says only that the login failed.
    expect((await login(created.email, 'wrong-password-1').expect(401)).body.error).toBe(
      'invalid_credentials',
    );

    const [entry] = await auditOf(created.id, 'admins.update');
    expect(entry!.before).toMatchObject({ disabled: false });
    expect(entry!.after).toMatchObject({ disabled: true });

    await client(boss.put(`/admin/api/admins/${created.id}`))
      .send({ disabled: false })
      .expect(200);
    await login(created.email, created.password).expect(200);
  });

  it('resets a password: the old one and every open session end; the hash is never audited', async () => {
    const created = await createThroughApi('operator');
    const agent = await adminAgent(t, created);
    const response = await client(boss.post(`/admin/api/admins/${created.id}/reset-password`))
      .send({ password: 'second-password-2' })
      .expect(200);
    expect(response.body.id).toBe(created.id);

    await agent.get('/admin/api/me').expect(401);
    await login(created.email, created.password).expect(401);
    await login(created.email, 'second-password-2').expect(200);

    const [entry] = await auditOf(created.id, 'admins.reset_password');
    expect(entry).toMatchObject({ admin_id: superAdmin.id, before: { role: 'operator' } });
    expect(Number(entry!.after!.session_epoch)).toBe(Number(entry!.before!.session_epoch) + 1);
    expect(JSON.stringify(entry)).not.toMatch(/second-password|argon2|hash/);

    await client(boss.post(`/admin/api/admins/${created.id}/reset-password`))
      .send({ password: 'short' })
      .expect(400);
    await client(boss.post('/admin/api/admins/999999/reset-password'))
      .send({ password: 'long-enough-pass' })
      .expect(404);
  });

  it('never lets a super-admin lock itself out, nor the last super-admin go', async () => {
    const self = await client(boss.put(`/admin/api/admins/${superAdmin.id}`))
      .send({ disabled: true })
      .expect(409);
    expect(self.body.error).toBe('own_account');
    await client(boss.put(`/admin/api/admins/${superAdmin.id}`))
      .send({ role: 'operator' })
      .expect(409);
    // Renaming oneself is fine.
    await client(boss.put(`/admin/api/admins/${superAdmin.id}`))
      .send({ name: 'Sue Super' })
      .expect(200);

    // Every other super-admin disabled at once, in parallel: at least one active super-admin remains.
    const others = await Promise.all([1, 2, 3].map(() => createAdmin(t, 'super_admin')));
    const agents = await Promise.all(others.map((admin) => adminAgent(t, admin)));
    await t.db.query(
      `UPDATE admin_accounts SET disabled_at = now() WHERE role = 'super_admin' AND id <> ALL($1::int[])`,
      [others.map((admin) => admin.id)],
    );
    // Each of the three disables the next one, all at the same time.
    const answers = await Promise.all(
      agents.map((agent, index) =>
        client(agent.put(`/admin/api/admins/${others[(index + 1) % 3]!.id}`)).send({ disabled: true }),
      ),
    );
    const [{ n }] = (await t.db.query(
      `SELECT count(*)::int AS n FROM admin_accounts WHERE role = 'super_admin' AND disabled_at IS NULL`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(1);
    expect(answers.map((r) => r.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 401, 409]).toContain(answer.status);
    await t.db.query(`UPDATE admin_accounts SET disabled_at = NULL WHERE id = $1`, [superAdmin.id]);
  });

  it('lists admins with filters, sort and Content-Range; 404 for an unknown or malformed id', async () => {
    const created = await createThroughApi('chat_agent');
    const byRole = await boss
      .get('/admin/api/admins')
      .query({ filter: JSON.stringify({ role: 'chat_agent', q: created.email.slice(0, 18) }) })
      .expect(200);
    expect(byRole.body.map((row: { id: number }) => row.id)).toContain(created.id);
    expect(byRole.body.every((row: { role: string }) => row.role === 'chat_agent')).toBe(true);
    expect(byRole.headers['content-range']).toMatch(/^admins \d+-\d+\/\d+$/);

    const sorted = await boss
      .get('/admin/api/admins')
      .query({ sort: JSON.stringify(['email', 'DESC']), range: JSON.stringify([0, 1]) })
      .expect(200);
    expect(sorted.body).toHaveLength(2);
    expect(sorted.body[0].email > sorted.body[1].email).toBe(true);

    const disabled = await boss
      .get('/admin/api/admins')
      .query({ filter: JSON.stringify({ disabled: true }) })
      .expect(200);
    expect(disabled.body.every((row: { disabled: boolean }) => row.disabled)).toBe(true);

    for (const filter of [{ role: 'root' }, { disabled: 'maybe' }, { password_hash: 'x' }]) {
      await boss
        .get('/admin/api/admins')
        .query({ filter: JSON.stringify(filter) })
        .expect(400);
    }
    await boss
      .get('/admin/api/admins')
      .query({ sort: JSON.stringify(['password_hash', 'ASC']) })
      .expect(400);
    await boss.get('/admin/api/admins/999999').expect(404);
    await boss.get('/admin/api/admins/abc').expect(404);
    await client(boss.put('/admin/api/admins/abc')).send({ name: 'X' }).expect(404);
  });

  it('filters the audit log by admin, resource, action, record and date; shows one entry', async () => {
    const created = await createThroughApi('operator');
    const other = await signedInAdmin(t, 'super_admin');
    t.clock.advance(24 * 60 * 60 * 1000);
    await client(other.agent.put(`/admin/api/admins/${created.id}`))
      .send({ name: 'Renamed' })
      .expect(200);
    const day = t.clock.now().toISOString().slice(0, 10);

    const list = async (filter: Record<string, unknown>) =>
      (
        await boss
          .get('/admin/api/audit_log')
          .query({ filter: JSON.stringify(filter) })
          .expect(200)
      ).body as AuditRow[];

    const byOther = await list({ admin_id: other.admin.id });
    expect(byOther.map((row) => row.action)).toEqual(['admins.update']);
    expect(byOther[0]).toMatchObject({ record_id: String(created.id), admin_email: other.admin.email });

    const created_ = await list({ action: 'admins.create', record_id: created.id });
    expect(created_).toHaveLength(1);
    const onDay = await list({ from: day, to: day, resource: 'admins', record_id: String(created.id) });
    expect(onDay.map((row) => row.action)).toEqual(['admins.update']);
    expect(await list({ to: '2000-01-01' })).toEqual([]);

    const one = await boss.get(`/admin/api/audit_log/${byOther[0]!.id}`).expect(200);
    expect(one.body).toEqual(byOther[0]);
    await boss.get('/admin/api/audit_log/99999999').expect(404);
    await boss.get('/admin/api/audit_log/abc').expect(404);

    // Newest first by default; ascending on request.
    const ascending = (
      await boss
        .get('/admin/api/audit_log')
        .query({
          sort: JSON.stringify(['id', 'ASC']),
          filter: JSON.stringify({ record_id: String(created.id) }),
        })
        .expect(200)
    ).body as AuditRow[];
    expect(ascending.map((row) => row.action)).toEqual(['admins.create', 'admins.update']);

    for (const filter of [
      { from: 'yesterday' },
      { admin_id: 'x' },
      { action: '' + 'a'.repeat(61) },
      { note: 1 },
    ]) {
      await boss
        .get('/admin/api/audit_log')
        .query({ filter: JSON.stringify(filter) })
        .expect(400);
    }
  });

  it('orders the audit log by id as a number, not as text', async () => {
    // Ids that cross a digit count (9,999,999 → 10,000,000): sorted as text, 10000000 would come first.
    const admin = await signedInAdmin(t, 'super_admin');
    const entries = 21;
    await t.db.query(
      `INSERT INTO audit_log (id, admin_id, action, resource, record_id, created_at)
       SELECT id, $1, 'admins.update', 'admins', 'order-check', now() FROM generate_series(9999990, 10000010) AS id`,
      [admin.admin.id],
    );
    for (const order of ['DESC', 'ASC'] as const) {
      const ids = (
        (
          await boss
            .get('/admin/api/audit_log')
            .query({
              sort: JSON.stringify(['id', order]),
              range: JSON.stringify([0, 199]),
              filter: JSON.stringify({ record_id: 'order-check' }),
            })
            .expect(200)
        ).body as AuditRow[]
      ).map((row) => Number(row.id));
      expect(ids).toHaveLength(entries);
      const sorted = [...ids].sort((a, b) => (order === 'ASC' ? a - b : b - a));
      expect(ids).toEqual(sorted);
    }
    const newest = (await boss.get('/admin/api/audit_log').expect(200)).body as AuditRow[];
    const [{ last }] = (await t.db.query('SELECT max(id)::text AS last FROM audit_log')) as [
      { last: string },
    ];
    expect(String(newest[0]!.id)).toBe(last);
  });

  it('keeps the audit log append-only in the database', async () => {
    await expect(t.db.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});
