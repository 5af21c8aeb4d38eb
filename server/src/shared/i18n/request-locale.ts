import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { FALLBACK_LOCALE, isLocale, type Locale } from './messages';

export const LANGUAGE_COOKIE = 'lang';

/**
 * The language of a response: the member's saved language, else the language cookie, else the
 * first supported language the client asks for (the web app sends its current language), else en.
 */
export function requestLocale(request: Request): Locale {
  const member = (request as Request & { user?: { language?: string } }).user;
  if (member && isLocale(member.language)) return member.language;
  const cookie: unknown = request.cookies?.[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return FALLBACK_LOCALE;
}

/** The language of the response (see requestLocale) as a route argument. */
export const RequestLocale = createParamDecorator((_: unknown, context: ExecutionContext): Locale =>
  requestLocale(context.switchToHttp().getRequest()),
);
