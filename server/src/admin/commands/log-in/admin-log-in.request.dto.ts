import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';

export class AdminLoginRequestDto {
  @IsEmail({}, { message: 'errors.login_failed' })
  @MaxLength(254, { message: 'errors.login_failed' })
  email: string;

  @IsString({ message: 'errors.login_failed' })
  @MinLength(1, { message: 'errors.login_failed' })
  @MaxLength(200, { message: 'errors.login_failed' })
  password: string;

  /** The six-digit TOTP code, for an account with a second factor (asked with 401 `totp_required`). */
  @Omittable()
  @IsString({ message: 'admin.totp_invalid' })
  @MaxLength(10, { message: 'admin.totp_invalid' })
  code?: string;
}
