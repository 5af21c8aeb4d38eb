import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** `npm run admin:create` as built (npm test builds before the API tests; run `npm run build` first). */
const cli = join(__dirname, '../../server/dist/db/cli/admin-create.js');

describe('npm run admin:create (the first admin of a production install)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // stdin is a pipe here, not a terminal: the command generates the password and prints it once.
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: t.database.url },
      input: '',
      encoding: 'utf8',
    });
  const printedPassword = (stdout: string) =>
    /Password \(shown once, store it now\): (\S+)$/m.exec(stdout)?.[1];
  const login = (email: string, password: string) =>
    request(t.http).post('/admin/api/login').set('X-Request-Type', 'client').send({ email, password });

  it('creates an admin with a generated password that logs in to the console', async () => {
    expect(existsSync(cli)).toBe(true);
    const created = run('--email', 'ops@example.org', '--role', 'operator', '--name', 'Ops Person');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Created operator admin ops@example.org.');
    const password = printedPassword(created.stdout)!;
    expect(password.length).toBeGreaterThanOrEqual(20);

    const response = await login('ops@example.org', password).expect(200);
    expect(response.body).toMatchObject({ email: 'ops@example.org', name: 'Ops Person', role: 'operator' });
    await login('ops@example.org', 'admin-demo-2026').expect(401);

    const finance = run('--email=money@example.org', '--role=finance');
    expect(finance.status).toBe(0);
    const other = await login('money@example.org', printedPassword(finance.stdout)!).expect(200);
    expect(other.body).toMatchObject({ name: 'money', role: 'finance' });
  });

  it('refuses a bad e-mail or role with a clear message, creating nothing', async () => {
    const count = async () =>
      ((await t.db.query(`SELECT count(*)::int AS n FROM admin_accounts`)) as [{ n: number }])[0].n;
    const before = await count();
    const badEmail = run('--email', 'not-an-email', '--role', 'operator');
    expect(badEmail.status).not.toBe(0);
    expect(badEmail.stderr).toContain('--email must be an e-mail address, got "not-an-email"');
    const badRole = run('--email', 'root@example.org', '--role', 'superuser');
    expect(badRole.status).not.toBe(0);
    expect(badRole.stderr).toContain(
      '--role must be one of super_admin, operator, moderator, chat_agent, finance, got "superuser"',
    );
    const missing = run('--role', 'operator');
    expect(missing.status).not.toBe(0);
    expect(`${badEmail.stdout}${badRole.stdout}${missing.stdout}`).not.toContain('Password');
    expect(await count()).toBe(before);
  });

  it('never changes the password of an existing admin silently; --reset-password does, on purpose', async () => {
    const first = run('--email', 'lead@example.org', '--role', 'operator');
    const password = printedPassword(first.stdout)!;
    const again = run('--email', 'LEAD@example.org', '--role', 'finance');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('LEAD@example.org is already an admin; its password was NOT changed');
    expect(again.stdout).not.toContain('Password');
    await login('lead@example.org', password).expect(200);

    const reset = run('--email', 'lead@example.org', '--role', 'operator', '--reset-password');
    expect(reset.status).toBe(0);
    const newPassword = printedPassword(reset.stdout)!;
    expect(newPassword).not.toBe(password);
    await login('lead@example.org', password).expect(401);
    await login('lead@example.org', newPassword).expect(200);
  });
});
