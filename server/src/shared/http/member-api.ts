import {
  applyDecorators,
  type CanActivate,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { SessionMember } from './current-member.decorator';
import { MemberAuthGuard } from './member-auth.guard';
import { type RateLimit, RateLimiter } from './rate-limiter';

/** A controller of `/api` whose every route needs a logged-in member (403 for a visitor, SPEC §8). */
export const MemberApi = (): ClassDecorator => applyDecorators(Controller('api'), UseGuards(MemberAuthGuard));

/** The logged-in member's account id (under MemberAuthGuard). */
export const MemberId = createParamDecorator(
  (_: unknown, context: ExecutionContext): number =>
    (context.switchToHttp().getRequest<Request>().user as SessionMember).id,
);

const MEMBER_RATE_LIMIT = 'kindred:member-rate-limit';

/** Counts each call of the route against the member's own `limit` before the call runs; 429 past it. */
export const RateLimitedPerMember = (limit: RateLimit): MethodDecorator =>
  applyDecorators(SetMetadata(MEMBER_RATE_LIMIT, limit), UseGuards(MemberRateLimitGuard));

/** Runs after MemberAuthGuard (class guards run before route guards), so the member is known. */
@Injectable()
export class MemberRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limit = this.reflector.get<RateLimit>(MEMBER_RATE_LIMIT, context.getHandler());
    const member = context.switchToHttp().getRequest<Request>().user as SessionMember;
    await this.limiter.consume(limit, `account:${member.id}`);
    return true;
  }
}
