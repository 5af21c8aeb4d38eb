import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../errors/api-error';
import { badInputError, findBadInput, isCleanString, jsonNestsDeeperThan } from './request-input';

/**
 * The body parsers (instead of Nest's defaults) and the input rules behind them, for every route:
 * JSON nested too deep is refused on its raw bytes, before parsing; forms are flat (no qs nesting);
 * then body, query string and path must be free of NUL and lone surrogates, a JSON body must be an
 * object and each query parameter a single string. Bodies of other types are left unparsed:
 * RequestBodyGuard refuses them per route.
 */
export function useRequestInputRules(app: NestExpressApplication): void {
  // Registered as express.json/urlencoded (named jsonParser/urlencodedParser), so Nest adds no defaults.
  app.use(
    express.json({
      verify: (_request, _response, raw) => {
        if (jsonNestsDeeperThan(raw)) throw badInputError('too_deeply_nested');
      },
    }),
  );
  app.use(express.urlencoded({ extended: false }));
  app.use(rejectBadInput);
}

function rejectBadInput(request: Request, _response: Response, next: NextFunction): void {
  if (!isCleanPath(request.path)) return next(badInputError('invalid_characters'));
  const body: unknown = request.body;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    return next(ApiError.badRequest('invalid_json', 'errors.invalid_json'));
  }
  const problem = findBadInput(body) ?? findBadInput(request.query);
  if (problem) return next(badInputError(problem));
  // Handlers read `@Query('x')` as a string: a repeated key (`?x=1&x=2`) would arrive as an array.
  const repeated = Object.entries(request.query).find(([, value]) => typeof value !== 'string');
  if (repeated)
    return next(ApiError.badRequest('invalid_query', 'errors.invalid_query', { name: repeated[0] }));
  next();
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
