import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** What the session holds of the logged-in member (the session stores only `id` and `epoch`). */
export interface SessionMember {
  id: number;
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
