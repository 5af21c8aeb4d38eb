import type { Request } from 'express';
import { requestLocale, siteLocale } from './request-locale';

const requestWith = (parts: { user?: { language: string }; lang?: string; accept?: string }): Request =>
  ({
    user: parts.user,
    cookies: parts.lang ? { lang: parts.lang } : {},
    headers: parts.accept ? { 'accept-language': parts.accept } : {},
  }) as unknown as Request;

describe('the language the app shows a site in', () => {
  it('is the member’s saved language, then the language cookie', () => {
    expect(siteLocale(requestWith({ user: { language: 'fr' }, lang: 'de', accept: 'nl' }), 'it')).toBe('fr');
    expect(siteLocale(requestWith({ lang: 'de', accept: 'nl' }), 'it')).toBe('de');
  });

  it('else the site’s domain_language before the language asked for (the app asks in its default)', () => {
    expect(siteLocale(requestWith({ accept: 'en' }), 'de-DE')).toBe('de');
    expect(siteLocale(requestWith({ lang: 'xx', accept: 'en' }), 'pl')).toBe('pl');
    expect(requestLocale(requestWith({ accept: 'en' }))).toBe('en');
  });

  it('else the language asked for, else English', () => {
    expect(siteLocale(requestWith({ accept: 'nl-NL,de;q=0.5' }), 'pt-BR')).toBe('nl');
    expect(siteLocale(requestWith({}), null)).toBe('en');
  });
});
