import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { HttpRouteGuard, isSafeMethod, type RouteDeclarations } from './http-route.guard';
import { SKIP_CSRF } from './skip-csrf.decorator';
import { STATE_CHANGING } from './state-changing.decorator';

export const REQUEST_TYPE_HEADER = 'x-request-type';

/**
 * Cookie sessions are sent by the browser on cross-site form posts too. A custom header cannot be
 * set by a cross-site form or a simple request, so demanding it on every write blocks CSRF. GETs that
 * change state (@StateChanging) need it as well.
 */
@Injectable()
export class CsrfGuard extends HttpRouteGuard {
  protected check(request: Request, declared: RouteDeclarations): boolean {
    if (isSafeMethod(request)) {
      if (!declared<boolean>(STATE_CHANGING)) return true;
    } else if (declared<boolean>(SKIP_CSRF)) {
      return true;
    }
    if (request.headers[REQUEST_TYPE_HEADER] === 'client') return true;
    throw new ApiError(403, 'csrf_header_missing', 'errors.csrf_header_missing');
  }
}
