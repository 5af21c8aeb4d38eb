import { IsBoolean, IsIn } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { LOCALES } from '../../../shared/i18n/messages';

export class UpdateAccountRequestDto {
  @Omittable()
  @IsIn(LOCALES, { message: 'identity.invalid_language' })
  language?: string;

  @Omittable()
  @IsBoolean({ message: 'identity.invalid_choice' })
  invisible?: boolean;
}
