import { TextOf } from '../../../shared/http/text-of.decorator';

export class ResetPasswordRequestDto {
  @TextOf(320, 'identity.email_not_found')
  email: string;
}
