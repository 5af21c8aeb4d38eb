import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isQueryFlagSet } from '../../../../shared/http/query-flag';

/** Where POST /api/user.php?push=1 is served. */
export const PUSH_SUBSCRIBE_PATH = '/api/push-subscriptions.php';

/**
 * POST /api/user.php?push=1 `{subscription}` (SPEC §7) shares its path with the login: this middleware,
 * bound to that route only, hands the push variant to push-subscriptions.php (the same guards, the
 * member's session, the same answer) before the router reaches the login. Anything else passes untouched.
 */
@Injectable()
export class PushFlagMiddleware implements NestMiddleware {
  use(request: Request, _response: Response, next: NextFunction): void {
    if (isQueryFlagSet(request.query.push)) {
      const query = request.url.indexOf('?');
      request.url = PUSH_SUBSCRIBE_PATH + (query >= 0 ? request.url.slice(query) : '');
    }
    next();
  }
}
