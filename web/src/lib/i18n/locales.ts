export const LOCALES = ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';

/** Each language in its own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
};

export const LANGUAGE_COOKIE = 'lang';
/** 365 days (SPEC §1, §9). */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
