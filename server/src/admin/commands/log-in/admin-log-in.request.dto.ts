import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class AdminLoginRequestDto {
  @IsEmail({}, { message: 'errors.login_failed' })
  @MaxLength(254, { message: 'errors.login_failed' })
  email: string;

  @IsString({ message: 'errors.login_failed' })
  @MinLength(1, { message: 'errors.login_failed' })
  @MaxLength(200, { message: 'errors.login_failed' })
  password: string;
}
