import { IsBoolean, IsEmail, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { Omittable } from '../../shared/http/omittable.decorator';
import { ADMIN_ROLES, type AdminRole } from '../../shared/admin/admin-role';

/** Admin passwords: 12 to 200 characters (the login takes up to 200; `npm run admin:create` asks 12+). */
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 200;

/** `POST /admin/api/admins`: a new admin with a first password the super-admin hands over. */
export class CreateAdminAccountRequestDto {
  @IsEmail({}, { message: 'admin.invalid_email' })
  @MaxLength(254, { message: 'admin.invalid_email' })
  email: string;

  @IsString({ message: 'admin.name_length' })
  @Length(1, 100, { message: 'admin.name_length' })
  name: string;

  @IsIn(ADMIN_ROLES, { message: 'admin.invalid_role' })
  role: AdminRole;

  @IsString({ message: 'admin.password_length' })
  @Length(ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_MAX, { message: 'admin.password_length' })
  password: string;
}

/**
 * `PUT /admin/api/admins/:id`: what may change (react-admin sends the whole record; the rest is
 * ignored). The e-mail stays: it names the account in the audit log.
 */
export class UpdateAdminAccountRequestDto {
  @Omittable()
  @IsString({ message: 'admin.name_length' })
  @Length(1, 100, { message: 'admin.name_length' })
  name?: string;

  @Omittable()
  @IsIn(ADMIN_ROLES, { message: 'admin.invalid_role' })
  role?: AdminRole;

  @Omittable()
  @IsBoolean({ message: 'admin.invalid_disabled' })
  disabled?: boolean;
}

/** `POST /admin/api/admins/:id/reset-password`. */
export class ResetAdminPasswordRequestDto {
  @IsString({ message: 'admin.password_length' })
  @Length(ADMIN_PASSWORD_MIN, ADMIN_PASSWORD_MAX, { message: 'admin.password_length' })
  password: string;
}
