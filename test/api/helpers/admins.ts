import { argon2id, hash } from 'argon2';
import request from 'supertest';
import type { AdminRole } from '../../../server/src/shared/admin/admin-role';
import { nextIp } from './members';
import type { TestApp } from './test-app';

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  role: AdminRole;
}

let adminSequence = 0;
let cachedHash: Promise<string> | undefined;
const ADMIN_PASSWORD = 'admin-test-pass-1';

/** An admin account with its own e-mail (each test makes its own); the password hash is computed once. */
export async function createAdmin(t: TestApp, role: AdminRole, name = `Test ${role}`): Promise<TestAdmin> {
  cachedHash ??= hash(ADMIN_PASSWORD, { type: argon2id });
  const email = `${role}-${process.pid}-${++adminSequence}-${Date.now()}@kindred.test`;
  const rows: { id: number }[] = await t.db.query(
    `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING id`,
    [email, name, await cachedHash, role],
  );
  return { id: rows[0]!.id, email, password: ADMIN_PASSWORD, role };
}

/** A supertest agent holding the admin's console session. */
export async function adminAgent(
  t: TestApp,
  admin: Pick<TestAdmin, 'email' | 'password'>,
): Promise<request.Agent> {
  const agent = request.agent(t.http);
  await agent
    .post('/admin/api/login')
    .set('X-Request-Type', 'client')
    .set('X-Forwarded-For', nextIp())
    .send({ email: admin.email, password: admin.password })
    .expect(200);
  return agent;
}

/** An admin of the role, signed in. */
export async function signedInAdmin(
  t: TestApp,
  role: AdminRole,
): Promise<{ admin: TestAdmin; agent: request.Agent }> {
  const admin = await createAdmin(t, role);
  return { admin, agent: await adminAgent(t, admin) };
}

/** A moderator of their own who bans or unbans the member (through the console's endpoint). */
export async function moderatorOf(
  t: TestApp,
  memberId: number,
): Promise<(action: 'ban' | 'unban') => Promise<unknown>> {
  const { agent } = await signedInAdmin(t, 'moderator');
  return async (action) =>
    agent
      .post(`/admin/api/members/${memberId}/${action}`)
      .set('X-Request-Type', 'client')
      .send({})
      .expect(200);
}
