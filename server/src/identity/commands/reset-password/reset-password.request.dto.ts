import { IsString, MaxLength } from 'class-validator';

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
