import type request from 'supertest';
import type { AdminRole } from '../../../server/src/shared/admin/admin-role';
import type { TestApp } from '../helpers/test-app';

/**
 * One cell row of the role matrix: a call on an admin resource and the roles that may make it. The
 * matrix test (admin-role-matrix.test.ts) makes the call as every role and as nobody: the roles listed
 * (and super_admin, who passes every check) must get past the guard (no 401/403, no 5xx), every other
 * role gets 403 and the signed-out call 401. Each resource has its own file in this folder exporting
 * `rows: MatrixRow[]`.
 */
export interface MatrixRow {
  resource: string;
  /** list, one, create, update, delete, or the custom action ('ban', 'refund', 'export', ...). */
  verb: string;
  allowed: readonly AdminRole[];
  /** Makes the call through the agent; `setup` is what the file's `prepare` returned (ids to act on). */
  call: (agent: request.Agent, setup: Record<string, unknown>) => request.Test;
}

export interface MatrixFile {
  rows: MatrixRow[];
  /** Data the rows act on (created once, with the test app's database). */
  prepare?: (t: TestApp) => Promise<Record<string, unknown>>;
}

/** A state-changing call carries the client header like the console's. */
export const client = (test: request.Test): request.Test => test.set('X-Request-Type', 'client');
