import { TextOf } from '../../../shared/http/text-of.decorator';

export class ConfirmEmailChangeRequestDto {
  @TextOf(200, 'identity.link_invalid')
  token: string;
}
