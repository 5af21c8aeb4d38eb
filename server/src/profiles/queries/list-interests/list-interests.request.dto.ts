import { IsIn, IsOptional } from 'class-validator';
import { LOCALES, type Locale } from '../../../shared/i18n/messages';

export class ListInterestsRequestDto {
  /** The language of the names; part of the URL so that every cache keeps one answer per language. */
  @IsOptional()
  @IsIn(LOCALES, { message: 'identity.invalid_language' })
  language?: Locale;
}
