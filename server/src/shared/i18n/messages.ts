import { elide, isElidingWord } from './elision';
import { de } from './locales/de';
import { en, type MessageKey, type Messages } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { nl } from './locales/nl';
import { pl } from './locales/pl';

export type { MessageKey };

export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

const catalogues: Record<Locale, Messages> = { en, de, es, fr, it, nl, pl };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Translates a server message; `{name}` placeholders take their values from params, and `{name, de}`
 * puts an elided French "de"/"que" before the value ("d'Amourly", elision.ts).
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][key] ?? en[key];
  return template.replace(/\{(\w+)(?:, (\w+))?\}/g, (whole, name: string, format?: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return format && isElidingWord(format) ? elide(format, value) : value;
  });
}
