import type { AdminRole } from '../providers/types';

/**
 * What each role may open in the console (authProvider.canAccess): the same matrix the server enforces
 * (docs/api.md, "Admin roles"; test/api/admin-role-matrix.test.ts); this only keeps the menu and the
 * pages to what the admin may use. A super-admin may open everything.
 */
interface Access {
  roles: readonly AdminRole[];
  /** The react-admin actions allowed (list, show, create, edit, delete, or a custom one); all when unset. */
  actions?: ReadonlySet<string>;
  /** Where roles differ: the actions of a role named here (instead of `actions`). */
  byRole?: Partial<Record<AdminRole, ReadonlySet<string>>>;
}

const READ_ONLY: ReadonlySet<string> = new Set(['list', 'show']);

const ACCESS: Readonly<Record<string, Access>> = {
  admins: { roles: [] },
  audit_log: { roles: ['operator'], actions: READ_ONLY },
  sites: { roles: ['operator'] },
  company_info: { roles: ['operator'] },
  discount_codes: { roles: ['operator'] },
  bundles: { roles: ['operator'] },
  gifts: { roles: ['operator'] },
  members: {
    roles: ['operator', 'moderator', 'finance'],
    byRole: { moderator: new Set(['list', 'show', 'ban', 'unban']), finance: READ_ONLY },
  },
  photos: { roles: ['moderator', 'operator'] },
  complaints: { roles: ['moderator', 'operator'] },
  fictional_conversations: { roles: ['chat_agent'] },
  ledger: { roles: ['finance'] },
  orders: { roles: ['finance'] },
  reconciliation: { roles: ['finance'], actions: READ_ONLY },
  adjustments: { roles: ['finance'], actions: new Set(['create']) },
  finance_charts: { roles: ['finance'], actions: READ_ONLY },
};

export function roleCanAccess(role: AdminRole | undefined, resource: string, action: string): boolean {
  if (!role) return false;
  if (role === 'super_admin') return true;
  const access = ACCESS[resource];
  // The dashboard and pages outside the matrix are open to every signed-in admin.
  if (!access) return true;
  const actions = access.byRole?.[role] ?? access.actions;
  return access.roles.includes(role) && (!actions || actions.has(action));
}
