import { IsString, MaxLength } from 'class-validator';

export class ChangePasswordRequestDto {
  @IsString({ message: 'identity.old_password_wrong' })
  @MaxLength(200, { message: 'identity.old_password_wrong' })
  old_password: string;

  @IsString({ message: 'identity.password_length' })
  @MaxLength(200, { message: 'identity.password_length' })
  new_password: string;
}
