import { IsIn } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { LOCALES, type Locale } from '../../../shared/i18n/messages';

export class ListInterestsRequestDto {
  /** The language of the names; part of the URL so that every cache keeps one answer per language. */
  @Omittable()
  @IsIn(LOCALES, { message: 'identity.invalid_language' })
  language?: Locale;
}
