import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../errors/api-error';
import { findBadInput, isCleanString, jsonNestsDeeperThan } from './request-input';

const BAD_INPUT = {
  too_deeply_nested: () => ApiError.badRequest('too_deeply_nested', 'errors.too_deeply_nested'),
  invalid_characters: () => ApiError.badRequest('invalid_characters', 'errors.invalid_characters'),
};

/**
 * The body parsers (instead of Nest's defaults) and the input rules behind them, for every route:
 * JSON nested too deep is refused on its raw bytes, before parsing; forms are flat (no qs nesting);
 * then body, query string and path must be free of NUL and lone surrogates, and a JSON body must be
 * an object. Bodies of other types are left unparsed; RequestBodyGuard refuses them per route.
 */
export function useRequestInputRules(app: NestExpressApplication): void {
  // Registered as express.json/urlencoded (named jsonParser/urlencodedParser), so Nest adds no defaults.
  app.use(
    express.json({
      verify: (_request, _response, raw) => {
        if (jsonNestsDeeperThan(raw)) throw BAD_INPUT.too_deeply_nested();
      },
    }),
  );
  app.use(express.urlencoded({ extended: false }));
  app.use(rejectBadInput);
}

function rejectBadInput(request: Request, _response: Response, next: NextFunction): void {
  if (!isCleanPath(request.path)) return next(BAD_INPUT.invalid_characters());
  const body: unknown = request.body;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    return next(ApiError.badRequest('invalid_json', 'errors.invalid_json'));
  }
  const problem = findBadInput(body) ?? findBadInput(request.query);
  next(problem ? BAD_INPUT[problem]() : undefined);
}

/** Route parameters are decoded path segments: a path that decodes to NUL, or not at all, is refused here. */
function isCleanPath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    return isCleanString(decodeURIComponent(path));
  } catch {
    return false;
  }
}
