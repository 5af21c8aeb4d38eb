import type { AdminRole } from '../providers/types';

/**
 * What each role may open in the console (authProvider.canAccess). The server enforces the same rules
 * (docs/api.md, "Admin"); this only keeps the menu and the pages to what the admin may use.
 */
const FINANCE_VIEWS: ReadonlySet<string> = new Set(['ledger', 'orders', 'reconciliation']);
/** The finance views are read-only: a list and a page per record, nothing else. */
const READ_ONLY: ReadonlySet<string> = new Set(['list', 'show']);

export function roleCanAccess(role: AdminRole | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  if (FINANCE_VIEWS.has(resource)) return role === 'finance' && READ_ONLY.has(action);
  return true;
}
