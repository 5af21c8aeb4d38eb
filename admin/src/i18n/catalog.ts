import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { frenchEmptyPages } from './fr-empty-pages';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import type { LocaleCode } from './locales';
import { reactAdminDe } from './react-admin/de';
import { reactAdminEs } from './react-admin/es';
import { reactAdminIt } from './react-admin/it';
import { reactAdminNl } from './react-admin/nl';
import { reactAdminPl } from './react-admin/pl';
import { resourceMessages } from './resource-messages';

/**
 * Every text of the console in each language. react-admin's own keys (ra.*) come from its packages in
 * English and French and from ours (react-admin/*.ts, every key of ra-language-english) in the other five;
 * English lies under them only for a key a newer react-admin adds (react-admin/react-admin.spec.ts then
 * fails until it is translated). Our own messages (kindred.*, resources.*) go on top, and in French the
 * sentences of the empty lists (fr-empty-pages.ts).
 */
const withResources = (locale: LocaleCode, base: TranslationMessages, own: object): TranslationMessages =>
  mergeTranslations(englishMessages, base, own, ...resourceMessages.map((messages) => messages[locale]));

export const catalog: Record<LocaleCode, TranslationMessages> = {
  en: withResources('en', englishMessages, en),
  fr: mergeTranslations(withResources('fr', frenchMessages, fr), frenchEmptyPages),
  de: withResources('de', reactAdminDe, de),
  es: withResources('es', reactAdminEs, es),
  it: withResources('it', reactAdminIt, it),
  nl: withResources('nl', reactAdminNl, nl),
  pl: withResources('pl', reactAdminPl, pl),
};
