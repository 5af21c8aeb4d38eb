import { FALLBACK_LOCALE, isLocale, type Locale } from './locales';

export interface LanguageSources {
  /** Value of the `lang` cookie, if any. */
  cookie?: string | null;
  /** The site setting domain_language, e.g. 'de' or 'de_DE'. */
  domainLanguage?: string | null;
}

/**
 * SPEC §1: the `lang` cookie when it names a supported locale, else the first two letters of the site's
 * domain_language when they name one, else English.
 */
export function resolveLanguage({ cookie, domainLanguage }: LanguageSources): Locale {
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLocale(fromCookie)) return fromCookie;
  const fromDomain = domainLanguage?.trim().slice(0, 2).toLowerCase();
  if (isLocale(fromDomain)) return fromDomain;
  return FALLBACK_LOCALE;
}
