import { IsString, MaxLength } from 'class-validator';

export class RequestEmailChangeRequestDto {
  @IsString({ message: 'identity.invalid_new_email' })
  @MaxLength(320, { message: 'identity.invalid_new_email' })
  email: string;

  @IsString({ message: 'identity.password_wrong' })
  @MaxLength(200, { message: 'identity.password_wrong' })
  password: string;
}
