import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../errors/api-error';
import { sessionMemberOf } from './current-member.decorator';

/** Member-only calls: a visitor gets 403 authentication_required, which logs the web app out (SPEC §8). */
@Injectable()
export class MemberAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (sessionMemberOf(request)) return true;
    throw ApiError.authenticationRequired();
  }
}
