import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN_ROLES, type AdminRole } from '../../server/src/shared/admin/admin-role';
import { signedInAdmin } from './helpers/admins';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import type { MatrixFile, MatrixRow } from './admin-matrix/matrix-row';

/** Every file of admin-matrix/ but the row type: one per resource (or group of resources). */
const matrixFiles: { name: string; file: MatrixFile }[] = readdirSync(join(__dirname, 'admin-matrix'))
  .filter((name) => name.endsWith('.ts') && name !== 'matrix-row.ts')
  .sort()
  .map((name) => ({
    name,
    // The folder is read at run time so that each resource adds its own file, untouched by the others.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    file: (require(join(__dirname, 'admin-matrix', name)) as { matrix: MatrixFile }).matrix,
  }));

/** An allowed call may still be refused for its input (400, 404, 409), never by the guard or with a 5xx. */
const passedGuard = (status: number) =>
  status === 401 || status === 403 || status >= 500 ? String(status) : 'passed';

/** The admin API's resources (issue 14), and the finance pages beside them. */
const ISSUE_RESOURCES = [
  'admins',
  'audit_log',
  'sites',
  'company_info',
  'discount_codes',
  'bundles',
  'members',
  'gifts',
  'photos',
  'complaints',
  'fictional_conversations',
  'ledger',
  'orders',
  'reconciliation',
  'dashboard',
];

const mayCall = (row: MatrixRow, role: AdminRole) => role === 'super_admin' || row.allowed.includes(role);

describe('admin API: the role x resource x verb matrix is enforced by the server', () => {
  let t: TestApp;
  const agents = new Map<AdminRole, request.Agent>();
  const setups = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    await createSite(t.db, { is_default: true });
    for (const role of ADMIN_ROLES) agents.set(role, (await signedInAdmin(t, role)).agent);
    for (const { name, file } of matrixFiles) setups.set(name, (await file.prepare?.(t)) ?? {});
  });
  afterAll(() => t.close());

  const cases = matrixFiles.flatMap(({ name, file }) =>
    file.rows.map((row) => ({ name, row, label: `${row.resource} ${row.verb}` })),
  );

  it.each(cases)('$label: allowed roles pass, the others get 403, nobody gets 401', async ({ name, row }) => {
    const setup = setups.get(name)!;
    const signedOut = await row.call(request.agent(t.http), setup);
    expect(signedOut.status).toBe(401);
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of ADMIN_ROLES) {
      const { status } = await row.call(agents.get(role)!, setup);
      seen[role] = mayCall(row, role) ? passedGuard(status) : String(status);
      expected[role] = mayCall(row, role) ? 'passed' : '403';
    }
    expect(seen).toEqual(expected);
  });

  it('covers every resource of the admin API', () => {
    const covered = new Set(cases.map(({ row }) => row.resource));
    for (const resource of ISSUE_RESOURCES) expect(covered).toContain(resource);
  });
});
