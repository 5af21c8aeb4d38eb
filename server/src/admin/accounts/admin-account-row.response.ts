import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../../shared/admin/admin-role';

/** An admin account in the console's `admins` resource (super-admins only). */
export class AdminAccountRow {
  id: number;
  email: string;
  name: string;
  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole' }) role: AdminRole;
  disabled: boolean;
  disabled_at: string | null;
  totp_enabled: boolean;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}
