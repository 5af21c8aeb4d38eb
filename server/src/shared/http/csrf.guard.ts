import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { SKIP_CSRF } from './skip-csrf.decorator';
import { STATE_CHANGING } from './state-changing.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const REQUEST_TYPE_HEADER = 'x-request-type';

/**
 * Cookie sessions are sent by the browser on cross-site form posts too. A custom header cannot be
 * set by a cross-site form or a simple request, so demanding it on every write blocks CSRF. GETs that
 * change state (@StateChanging) need it as well.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    if (SAFE_METHODS.has(request.method)) {
      if (!this.reflector.getAllAndOverride<boolean>(STATE_CHANGING, targets)) return true;
    } else if (this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, targets)) {
      return true;
    }
    if (request.headers[REQUEST_TYPE_HEADER] === 'client') return true;
    throw new ApiError(403, 'csrf_header_missing', 'errors.csrf_header_missing');
  }
}
