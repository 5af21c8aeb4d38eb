import { TextOf } from '../../../shared/http/text-of.decorator';

export class ResetPasswordDoRequestDto {
  @TextOf(200, 'identity.link_invalid')
  token: string;

  @TextOf(200, 'identity.password_length')
  password: string;

  @TextOf(200, 'identity.passwords_differ')
  password_confirmation: string;
}
