import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';

/** Member-only calls: a visitor gets 403 authentication_required, which logs the web app out (SPEC §8). */
@Injectable()
export class MemberAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.isAuthenticated?.() && request.user) return true;
    throw ApiError.authenticationRequired();
  }
}
