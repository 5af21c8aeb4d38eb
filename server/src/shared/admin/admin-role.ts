/**
 * The roles of console accounts. A super-admin manages admin accounts and passes every role check; the
 * others reach only their own resources (docs/api.md, "Admin roles").
 */
export const ADMIN_ROLES = ['super_admin', 'operator', 'moderator', 'chat_agent', 'finance'] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);
