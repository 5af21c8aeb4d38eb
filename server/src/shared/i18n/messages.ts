import { elide, isElidingWord } from './elision';
import { de } from './locales/de';
import { type CatalogueKey, en, type MessageKey, type Messages, type PluralKey } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { nl } from './locales/nl';
import { pl } from './locales/pl';

export type { MessageKey, PluralKey };

export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export const catalogues: Record<Locale, Messages> = { en, de, es, fr, it, nl, pl };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A message key code may ask for: a message, or a counted message without its plural ending. */
export function isMessageKey(value: string): value is MessageKey {
  return (value in en && !isPluralForm(value)) || isPluralKey(value);
}

/**
 * A counted message: the English catalogue has its `_one` and `_other` forms (a key merely ending in
 * `_other`, 'messaging.fictional_claimed_by_other', is a message of its own).
 */
export function isPluralKey(key: string): key is PluralKey {
  return `${key}_one` in en && `${key}_other` in en;
}

function isPluralForm(key: string): boolean {
  const ending = /_(zero|one|two|few|many|other)$/.exec(key);
  return ending !== null && isPluralKey(key.slice(0, ending.index));
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category of `count` in `locale` (Polish 1 "one", 3 "few", 5 and 12 "many"; French 0 "one"). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
}

/**
 * The text of `key` in `locale`, English when the language lacks it. A counted message takes the form
 * for `count` as i18next does: `<key>_<category>` by Intl.PluralRules, else `<key>_other`.
 */
function template(locale: Locale, key: MessageKey, count: string | number | undefined): string {
  if (!isPluralKey(key)) return catalogues[locale][key] ?? en[key];
  const number = count === undefined || count === '' ? NaN : Number(count);
  const form = (catalogue: Messages, language: Locale): string | undefined => {
    const forms = catalogue as Partial<Record<string, string>>;
    const category = Number.isFinite(number) ? pluralCategory(language, number) : 'other';
    return forms[`${key}_${category}`] ?? forms[`${key}_other`];
  };
  return form(catalogues[locale], locale) ?? form(en, 'en') ?? en[`${key}_other` as CatalogueKey];
}

/**
 * A placeholder's value: a text as is, a number written the language's way ("2.000" in German), or a
 * value that depends on the language (a price: `money`).
 */
export type MessageParam = string | number | ((locale: Locale) => string);
export type MessageParams = Record<string, MessageParam>;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The language's format of a number, or of a price in `currency`; made once each. */
function numberFormat(locale: Locale, currency?: string): Intl.NumberFormat {
  const key = `${locale}:${currency ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : {});
    numberFormats.set(key, format);
  }
  return format;
}

/** An amount in cents, as the language writes a price in `currency` ("15,00 €" in German). */
export function money(cents: number, currency: string): (locale: Locale) => string {
  return (locale) => numberFormat(locale, currency).format(cents / 100);
}

function paramText(locale: Locale, value: MessageParam): string {
  if (typeof value === 'function') return value(locale);
  return typeof value === 'number' ? numberFormat(locale).format(value) : value;
}

/**
 * Translates a server message; `{name}` placeholders take their values from params (see MessageParam),
 * and `{name, de}` puts an elided French "de"/"que" before the value ("d'Amourly", elision.ts). A counted
 * message (PluralKey) says its number as `{count}` and takes the plural form of params.count.
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const count = params.count;
  return template(locale, key, typeof count === 'function' ? undefined : count).replace(
    /\{(\w+)(?:, (\w+))?\}/g,
    (whole, name: string, format?: string) => {
      if (!(name in params)) return whole;
      const value = paramText(locale, params[name]!);
      return format && isElidingWord(format) ? elide(format, value) : value;
    },
  );
}
