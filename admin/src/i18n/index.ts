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
import { isLocale, LOCALES, type LocaleCode } from './locales';
import { resourceMessages } from './resource-messages';

export { LOCALES, type LocaleCode } from './locales';

// react-admin ships its own keys (ra.*) in English and French here; the other languages fall back to
// English for those keys, with our own messages (kindred.*) translated on top.

/**
 * Polyglot counts Polish in three forms (1, 2-4 and 22-24, the rest), English has two: a count that
 * needs the third form fell back to the first, "1 item selected" over five selected photos. The counted
 * react-admin texts the console shows are in Polish with their three forms.
 */
const polishCounts: TranslationMessages = mergeTranslations(englishMessages, {
  ra: {
    action: {
      bulk_actions:
        'Zaznaczono 1 element |||| Zaznaczono %{smart_count} elementy |||| Zaznaczono %{smart_count} elementów',
    },
  },
});
const withResources = (locale: LocaleCode, base: TranslationMessages, own: object): TranslationMessages =>
  mergeTranslations(base, own, ...resourceMessages.map((messages) => messages[locale]));

const catalog: Record<LocaleCode, TranslationMessages> = {
  en: withResources('en', englishMessages, en),
  fr: withResources('fr', frenchMessages, fr),
  de: withResources('de', englishMessages, de),
  es: withResources('es', englishMessages, es),
  it: withResources('it', englishMessages, it),
  nl: withResources('nl', englishMessages, nl),
  pl: withResources('pl', polishCounts, pl),
};

/** The browser's language when we have it, else English (a choice made in the picker is remembered). */
const browserLocale = resolveBrowserLocale('en', { fullLocale: false });
const initialLocale: LocaleCode = isLocale(browserLocale) ? browserLocale : 'en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalog[isLocale(locale) ? locale : 'en'],
  initialLocale,
  [...LOCALES],
);
