import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, resolveBrowserLocale } from 'react-admin';
import { catalog } from './catalog';
import { isLocale, LOCALES, type LocaleCode } from './locales';

export { LOCALES, type LocaleCode } from './locales';

/** The browser's language when we have it, else English (a choice made in the picker is remembered). */
const browserLocale = resolveBrowserLocale('en', { fullLocale: false });
const initialLocale: LocaleCode = isLocale(browserLocale) ? browserLocale : 'en';

const polyglot = polyglotI18nProvider((locale) => catalog[isLocale(locale) ? locale : 'en'], initialLocale, [
  ...LOCALES,
]);

/**
 * react-admin's sentences for a list that finds nothing ("No %{name} found") get the menu's name
 * ("Orders"), capitalised mid-sentence; <Empty> takes the resource's forcedCaseName at 0 instead, so these
 * take it too ("No orders found", "Brak zamówień").
 */
const NAMING_NO_RESULTS = new Set(['ra.navigation.no_results', 'ra.navigation.no_filtered_results']);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const resource: unknown = options?.resource;
    if (!NAMING_NO_RESULTS.has(key) || typeof resource !== 'string') return polyglot.translate(key, options);
    const name = polyglot.translate(`resources.${resource}.forcedCaseName`, {
      smart_count: 0,
      _: String(options?.name ?? resource),
    });
    return polyglot.translate(key, { ...options, name });
  },
};
