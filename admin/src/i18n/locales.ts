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

export const isLocale = (value: string): value is LocaleCode =>
  LOCALES.some(({ locale }) => locale === value);
