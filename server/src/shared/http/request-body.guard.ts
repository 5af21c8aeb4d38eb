import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { ACCEPTS_BODY, type BodyKind } from './accepts-body.decorator';
import { HttpRouteGuard, isSafeMethod, type RouteDeclarations } from './http-route.guard';

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
export class RequestBodyGuard extends HttpRouteGuard {
  protected check(request: Request, declared: RouteDeclarations): boolean {
    if (isSafeMethod(request) || !hasBody(request)) return true;
    const accepted = declared<BodyKind[]>(ACCEPTS_BODY) ?? ['json'];
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
