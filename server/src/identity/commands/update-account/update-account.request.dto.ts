import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { LOCALES } from '../../../shared/i18n/messages';

export class UpdateAccountRequestDto {
  @IsOptional()
  @IsIn(LOCALES, { message: 'identity.invalid_language' })
  language?: string;

  @IsOptional()
  @IsBoolean({ message: 'identity.invalid_choice' })
  invisible?: boolean;
}
