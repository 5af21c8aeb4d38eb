import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { FALLBACK_LOCALE, isLocale, type Locale } from './messages';

export const LANGUAGE_COOKIE = 'lang';

/**
 * The language of a response: the member's saved language, else the language cookie, else the
 * first supported language the client asks for (the web app sends its current language), else en.
 * Controllers take it as a route argument (`@RequestLocale()`, below); the exception filter, which has
 * none, calls this.
 */
export function requestLocale(request: Request): Locale {
  return chosenLocale(request) ?? askedLocale(request) ?? FALLBACK_LOCALE;
}

/**
 * The language the member app shows a site in (SPEC §1): the member's saved language, else the language
 * cookie, else the site's domain_language ('de-DE': de) when it names a supported one; only then the
 * language the client asks for (the app's first request asks for the page's default, before it has
 * chosen), else en.
 */
export function siteLocale(request: Request, domainLanguage: string | null | undefined): Locale {
  const fromSite = domainLanguage?.trim().slice(0, 2).toLowerCase();
  return chosenLocale(request) ?? (isLocale(fromSite) ? fromSite : askedLocale(request)) ?? FALLBACK_LOCALE;
}

/** The member's saved language, else the language cookie. */
function chosenLocale(request: Request): Locale | null {
  const member = (request as Request & { user?: { language?: string } }).user;
  if (member && isLocale(member.language)) return member.language;
  const cookie: unknown = request.cookies?.[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : null;
}

/** The first supported language of Accept-Language. */
function askedLocale(request: Request): Locale | null {
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return null;
}

/** The language of the response (see requestLocale) as a route argument. */
export const RequestLocale = createParamDecorator((_: unknown, context: ExecutionContext): Locale =>
  requestLocale(context.switchToHttp().getRequest()),
);
