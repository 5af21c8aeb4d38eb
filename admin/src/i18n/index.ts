import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { catalog } from './catalog';
import { isLocale, LOCALES, type LocaleCode } from './locales';

export { LOCALES, type LocaleCode } from './locales';

/** The browser's language when we have it, else English (a choice made in the picker is remembered). */
const browserLocale = resolveBrowserLocale('en', { fullLocale: false });
const initialLocale: LocaleCode = isLocale(browserLocale) ? browserLocale : 'en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalog[isLocale(locale) ? locale : 'en'],
  initialLocale,
  [...LOCALES],
);
