import { IsString, MaxLength } from 'class-validator';

export class ResetPasswordRequestDto {
  @IsString({ message: 'identity.email_not_found' })
  @MaxLength(320, { message: 'identity.email_not_found' })
  email: string;
}
