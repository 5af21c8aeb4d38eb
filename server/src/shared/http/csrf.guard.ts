import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { SKIP_CSRF } from './skip-csrf.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const REQUEST_TYPE_HEADER = 'x-request-type';

/**
 * Cookie sessions are sent by the browser on cross-site form posts too. A custom header cannot be
 * set by a cross-site form or a simple request, so demanding it on every write blocks CSRF.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    if (request.headers[REQUEST_TYPE_HEADER] === 'client') return true;
    throw new ApiError(403, 'csrf_header_missing', 'errors.csrf_header_missing');
  }
}
