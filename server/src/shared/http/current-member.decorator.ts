import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The logged-in member of a request (the session stores only `id` and `epoch`; the rest is the account's). */
export interface SessionMember {
  id: number;
  /**
   * The site of the member's account, read from the account on every request: whatever is about the member
   * (whom they see, their prices, their settings) is on this site, never the Host's.
   */
  siteId: number;
  /** The account's language, read from the account on every request (never stored in the session). */
  language?: string;
  /** The account's session epoch when the session began; a later epoch ends the session. */
  epoch?: number;
}

/** The logged-in member of a request, or null for a visitor (calls open to both). */
export function sessionMemberOf(request: Request): SessionMember | null {
  return request.isAuthenticated?.() && request.user ? (request.user as SessionMember) : null;
}

/** The logged-in member's account id as a route argument, or null for a visitor (calls open to both). */
export const OptionalMemberId = createParamDecorator(
  (_: unknown, context: ExecutionContext): number | null =>
    sessionMemberOf(context.switchToHttp().getRequest<Request>())?.id ?? null,
);
