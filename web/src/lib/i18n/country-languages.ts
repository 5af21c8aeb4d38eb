import type { Locale } from './locales';

/** SPEC §9 "Country to language choices": a country's languages, the most common first. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly Locale[]>> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
};

/**
 * The languages of `country` (an ISO 3166 two-letter code, in either case) in the table's order; none for
 * a country the table does not name, or no country.
 */
export function languagesForCountry(country: string | null): Locale[] {
  if (!country) return [];
  const languages = COUNTRY_LANGUAGES[country.trim().toUpperCase()];
  return languages ? [...languages] : [];
}
