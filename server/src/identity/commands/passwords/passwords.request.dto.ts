import { IsString, MaxLength } from 'class-validator';

export class ResetPasswordRequestDto {
  @IsString({ message: 'identity.email_not_found' })
  @MaxLength(320, { message: 'identity.email_not_found' })
  email: string;
}

export class ResetPasswordDoRequestDto {
  @IsString({ message: 'identity.link_invalid' })
  @MaxLength(200, { message: 'identity.link_invalid' })
  token: string;

  @IsString({ message: 'identity.password_length' })
  @MaxLength(200, { message: 'identity.password_length' })
  password: string;

  @IsString({ message: 'identity.passwords_differ' })
  @MaxLength(200, { message: 'identity.passwords_differ' })
  password_confirmation: string;
}

export class ChangePasswordRequestDto {
  @IsString({ message: 'identity.old_password_wrong' })
  @MaxLength(200, { message: 'identity.old_password_wrong' })
  old_password: string;

  @IsString({ message: 'identity.password_length' })
  @MaxLength(200, { message: 'identity.password_length' })
  new_password: string;
}
