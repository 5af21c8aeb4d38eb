import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_ROLES, type AdminRole } from '../shared/admin/admin-role';

/** An admin as the console sees it (login and `me`). */
export class AdminAccountResponse {
  id: number;
  email: string;
  name: string;
  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole' }) role: AdminRole;
  /** The account has a TOTP second factor. */
  totp_enabled: boolean;
  /** A super-admin in production without a second factor: only the enrolment is open until it has one. */
  totp_enrolment_required: boolean;
}

/** Built field by field so the password hash and the TOTP secret never leak. */
export function toAdminAccountResponse(
  admin: { id: number; email: string; name: string; role: AdminRole; totpEnabledAt: Date | null },
  totpEnrolmentRequired: boolean,
): AdminAccountResponse {
  return {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    role: admin.role,
    totp_enabled: admin.totpEnabledAt !== null,
    totp_enrolment_required: totpEnrolmentRequired,
  };
}
