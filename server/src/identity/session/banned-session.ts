import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from '../../shared/errors/api-error';

const BANNED = Symbol('kindred:banned-session');

/** The request came with the session of a banned member (the session check ended it). */
export function markBannedSession(request: Request | undefined): void {
  if (request) (request as unknown as Record<symbol, boolean>)[BANNED] = true;
}

export function isBannedSession(request: Request): boolean {
  return (request as unknown as Record<symbol, boolean | undefined>)[BANNED] === true;
}

/** The ban's answer to a banned member's session: 403 account_banned on any call. */
export const accountBanned = (): ApiError => new ApiError(403, 'account_banned', 'identity.account_banned');

/**
 * A global guard: a call made with a banned member's session answers 403 `account_banned` (whatever the
 * route), so the open app learns of the ban and shows /pages/ban (SPEC §2). The session check has already
 * ended the session; the next call of that browser is a visitor's.
 */
@Injectable()
export class BannedSessionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    if (isBannedSession(context.switchToHttp().getRequest<Request>())) throw accountBanned();
    return true;
  }
}
