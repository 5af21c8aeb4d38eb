import type { AdminRole } from '../../shared/admin/admin-role';
import type { AdminAccountState } from '../accounts/domain/admin-account-rules';

/** An admin account as the console lists it (never the password hash or a TOTP secret). */
export interface AdminAccountRecord {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
  disabled_at: Date | null;
  totp_enabled_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
  updated_at: Date;
  session_epoch: number;
}

export const ADMIN_ACCOUNT_COLUMNS =
  'id, email::text AS email, name, role, disabled_at, totp_enabled_at, last_login_at, created_at, updated_at, session_epoch';

export const stateOf = (record: AdminAccountRecord): AdminAccountState => ({
  id: record.id,
  email: record.email,
  name: record.name,
  role: record.role,
  disabled: record.disabled_at !== null,
  totpEnabled: record.totp_enabled_at !== null,
  sessionEpoch: record.session_epoch,
});
