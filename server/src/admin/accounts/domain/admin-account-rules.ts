import type { AdminRole } from '../../../shared/admin/admin-role';

/** An admin account as the rules and the audit log see it: never a password hash or a TOTP secret. */
export interface AdminAccountState {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  disabled: boolean;
  totpEnabled: boolean;
  /** Raised whenever every session of the account must end (disabled, password reset). */
  sessionEpoch: number;
}

/** What the audit log keeps of an account before and after a write (nothing secret). */
export function auditSnapshot(account: AdminAccountState): Record<string, unknown> {
  return {
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabled,
    totp_enabled: account.totpEnabled,
    session_epoch: account.sessionEpoch,
  };
}

export interface AdminAccountChange {
  name?: string;
  role?: AdminRole;
  disabled?: boolean;
}

export type ChangeRefusal = 'own_account' | 'last_super_admin';

/**
 * Whether `actorId` may make the change: nobody disables or demotes their own account, and the last
 * active super-admin stays one (somebody must be able to manage the accounts). `activeSuperAdmins`
 * counts the enabled super-admins, read under the lock the write holds.
 */
export function refusalOf(
  actorId: number,
  target: AdminAccountState,
  change: AdminAccountChange,
  activeSuperAdmins: number,
): ChangeRefusal | null {
  const demoted = change.role !== undefined && change.role !== target.role;
  const disabled = change.disabled === true && !target.disabled;
  if (target.id === actorId && (demoted || disabled)) return 'own_account';
  const wasActiveSuperAdmin = target.role === 'super_admin' && !target.disabled;
  if (wasActiveSuperAdmin && (demoted || disabled) && activeSuperAdmins <= 1) return 'last_super_admin';
  return null;
}

/** In production a super-admin must have a second factor before using the console (issue 14). */
export function totpEnrolmentRequired(role: AdminRole, totpEnabled: boolean, production: boolean): boolean {
  return production && role === 'super_admin' && !totpEnabled;
}

/** The account after the change (the caller stamps disabled_at and raises the epoch). */
export function applyChange(target: AdminAccountState, change: AdminAccountChange): AdminAccountState {
  const disabled = change.disabled ?? target.disabled;
  return {
    ...target,
    name: change.name ?? target.name,
    role: change.role ?? target.role,
    disabled,
    // A disabled account's sessions end at once.
    sessionEpoch: disabled && !target.disabled ? target.sessionEpoch + 1 : target.sessionEpoch,
  };
}
