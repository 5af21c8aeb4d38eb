import { TextOf } from '../../../shared/http/text-of.decorator';

export class RequestEmailChangeRequestDto {
  @TextOf(320, 'identity.invalid_new_email')
  email: string;

  @TextOf(200, 'identity.password_wrong')
  password: string;
}
