import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';

/** The languages of the console: the same seven as the member app (web/src/locales). */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'es', name: 'Español' },
  { locale: 'fr', name: 'Français' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'nl', name: 'Nederlands' },
  { locale: 'pl', name: 'Polski' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['locale'];

const isLocale = (value: string): value is LocaleCode => LOCALES.some(({ locale }) => locale === value);

// react-admin ships its own keys (ra.*) in English and French here; the other languages fall back to
// English for those keys, with our own messages (kindred.*) translated on top.
const catalog: Record<LocaleCode, TranslationMessages> = {
  en: mergeTranslations(englishMessages, en),
  fr: mergeTranslations(frenchMessages, fr),
  de: mergeTranslations(englishMessages, de),
  es: mergeTranslations(englishMessages, es),
  it: mergeTranslations(englishMessages, it),
  nl: mergeTranslations(englishMessages, nl),
  pl: mergeTranslations(englishMessages, pl),
};

/** The browser's language when we have it, else English (a choice made in the picker is remembered). */
const browserLocale = resolveBrowserLocale('en', { fullLocale: false });
const initialLocale: LocaleCode = isLocale(browserLocale) ? browserLocale : 'en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalog[isLocale(locale) ? locale : 'en'],
  initialLocale,
  [...LOCALES],
);
