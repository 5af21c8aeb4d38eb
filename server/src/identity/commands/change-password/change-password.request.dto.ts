import { TextOf } from '../../../shared/http/text-of.decorator';

export class ChangePasswordRequestDto {
  @TextOf(200, 'identity.old_password_wrong')
  old_password: string;

  @TextOf(200, 'identity.password_length')
  new_password: string;
}
