import type { AdminRole } from './database/admin-account.entity';

/** An admin as the console sees it (login and `me`). */
export class AdminAccountResponse {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}

/** Built field by field so the password hash never leaks. */
export function toAdminAccountResponse(admin: AdminAccountResponse): AdminAccountResponse {
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}
