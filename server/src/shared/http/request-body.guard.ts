import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { ACCEPTS_BODY, type BodyKind } from './accepts-body.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KIND_BY_MEDIA_TYPE: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};

/**
 * A write's body must be of a kind its route reads: JSON unless the route says otherwise with
 * @AcceptsBody. Any other body (text/plain, XML, a form sent to a JSON route) would reach the
 * handler as no body or the wrong shape, so it is refused with a 400 instead. An empty body is fine.
 */
@Injectable()
export class RequestBodyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method) || !hasBody(request)) return true;
    const accepted = this.reflector.getAllAndOverride<BodyKind[] | undefined>(ACCEPTS_BODY, [
      context.getHandler(),
      context.getClass(),
    ]) ?? ['json'];
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const kind = KIND_BY_MEDIA_TYPE[mediaType];
    if (kind && accepted.includes(kind)) return true;
    throw ApiError.badRequest('unsupported_content_type', 'errors.unsupported_content_type');
  }
}

function hasBody(request: Request): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return !Number.isFinite(length) || length > 0;
}
