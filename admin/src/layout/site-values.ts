import { LOCALES } from '../i18n/locales';

/** The site languages: the console's own seven. */
export const LANGUAGES = LOCALES.map(({ locale }) => locale);
/** The countries a site may serve. */
export const COUNTRIES = [
  'NL',
  'BE',
  'DE',
  'AT',
  'CH',
  'FR',
  'IT',
  'ES',
  'PL',
  'GB',
  'IE',
  'US',
  'CA',
  'AU',
  'NZ',
];
/** The currencies of prices and message costs (the server's list: site-settings-rules.ts). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'] as const;
