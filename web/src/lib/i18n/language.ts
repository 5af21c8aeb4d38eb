import type { i18n as I18n } from 'i18next';
import { readCookie, serializeCookie } from '../cookies';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Locale } from './locales';

export function readLanguageCookie(): string | null {
  return readCookie(LANGUAGE_COOKIE);
}

/** `lang=<code>; Max-Age=31536000; Path=/; SameSite=Lax` */
export function languageCookie(locale: Locale): string {
  return serializeCookie(LANGUAGE_COOKIE, locale, {
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'Lax',
  });
}

export function setHtmlLang(locale: string): void {
  document.documentElement.lang = locale;
}

/** A visitor chose a language: remember it for 365 days and switch the app to it. */
export async function chooseLanguage(i18n: I18n, locale: Locale): Promise<void> {
  document.cookie = languageCookie(locale);
  await i18n.changeLanguage(locale);
  setHtmlLang(locale);
}
