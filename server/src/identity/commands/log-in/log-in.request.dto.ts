import { IsString, MaxLength } from 'class-validator';

export class LogInRequestDto {
  @IsString({ message: 'errors.login_failed' })
  @MaxLength(320, { message: 'errors.login_failed' })
  email: string;

  @IsString({ message: 'errors.login_failed' })
  @MaxLength(200, { message: 'errors.login_failed' })
  password: string;
}
