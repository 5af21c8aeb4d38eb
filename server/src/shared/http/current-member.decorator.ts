import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** What the session holds of the logged-in member. */
export interface SessionMember {
  id: number;
  language?: string;
}

/** The logged-in member (use with MemberAuthGuard). */
export const CurrentMember = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionMember =>
    context.switchToHttp().getRequest<Request>().user as SessionMember,
);
