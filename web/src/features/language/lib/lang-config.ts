import { languagesForCountry } from '../../../lib/i18n/country-languages';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import { sitePath } from '../../../lib/return-path';

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The `?country=` of the page when it is a two-letter code (upper-cased), else null. */
export function requestedCountry(search: string): string | null {
  const country = new URLSearchParams(search).get('country')?.trim();
  return country && COUNTRY_CODE.test(country) ? country.toUpperCase() : null;
}

/**
 * Where to go once a language is chosen: the `?return=` path when it is a path of this site (the same
 * check as the login's `?next=`: "//evil.example" and "https://…" are refused), else the home page.
 */
export function langConfigReturnPath(search: string): string {
  return sitePath(new URLSearchParams(search).get('return'), '/');
}

export interface LanguageGroups {
  /** the country's languages, in SPEC §9's order */
  country: Locale[];
  /** the other supported languages, in the switcher's order */
  other: Locale[];
}

/** The seven languages split into the country's (first) and the rest. */
export function languageGroups(country: string | null): LanguageGroups {
  const ofCountry = languagesForCountry(country);
  return { country: ofCountry, other: LOCALES.filter((locale) => !ofCountry.includes(locale)) };
}
