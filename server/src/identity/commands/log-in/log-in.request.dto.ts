import { TextOf } from '../../../shared/http/text-of.decorator';

export class LogInRequestDto {
  @TextOf(320, 'errors.login_failed')
  email: string;

  @TextOf(200, 'errors.login_failed')
  password: string;
}
