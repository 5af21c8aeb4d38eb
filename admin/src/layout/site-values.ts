import { COUNTRY_CODES } from '../../../db/seeds/data/countries';
import { LOCALES } from '../i18n/locales';

/** The site languages: the console's own seven. */
export const LANGUAGES = LOCALES.map(({ locale }) => locale);
/** The countries a site may serve: the ones Kindred serves (SPEC §9), from the shared reference data. */
export const COUNTRIES: readonly string[] = COUNTRY_CODES;
/** The currencies of prices and message costs (the server's list: site-settings-rules.ts). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'] as const;
