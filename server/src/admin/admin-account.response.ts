import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../shared/admin/admin-role';

/** An admin as the console sees it (login and `me`). */
export class AdminAccountResponse {
  id: number;
  email: string;
  name: string;
  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole' }) role: AdminRole;
}

/** Built field by field so the password hash never leaks. */
export function toAdminAccountResponse(admin: AdminAccountResponse): AdminAccountResponse {
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}
