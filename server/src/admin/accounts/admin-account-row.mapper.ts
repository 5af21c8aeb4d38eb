import type { AdminAccountRecord } from '../database/admin-account.record';
import type { AdminAccountRow } from './admin-account-row.response';

/** Field by field: the session epoch and anything secret stay on the server. */
export function toAdminAccountRow(record: AdminAccountRecord): AdminAccountRow {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    role: record.role,
    disabled: record.disabled_at !== null,
    disabled_at: record.disabled_at?.toISOString() ?? null,
    totp_enabled: record.totp_enabled_at !== null,
    last_login_at: record.last_login_at?.toISOString() ?? null,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
}
