import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionMember } from './current-member.decorator';
import { logIn, logOut } from './member-login';

/**
 * The logged-in member's session, for the few routes that change it: a new session after a password
 * change, the end of it on deletion, the member's language when they switch it. Use under
 * MemberAuthGuard.
 */
export class MemberSession {
  constructor(private readonly request: Request) {}

  get member(): SessionMember {
    return this.request.user as SessionMember;
  }

  /** Goes on under a new session id at the account's new epoch (every other session has ended). */
  renew(epoch: number): Promise<void> {
    const { id, siteId, language } = this.member;
    return logIn(this.request, { id, siteId, language, epoch });
  }

  end(): Promise<void> {
    return logOut(this.request);
  }

  /**
   * Server messages follow the new language at once in this answer; every session's next requests read it
   * from the account (the session check), so the member's other sessions follow too.
   */
  setLanguage(language: string): void {
    this.member.language = language;
  }
}

/** The logged-in member's MemberSession as a route argument. */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): MemberSession =>
    new MemberSession(context.switchToHttp().getRequest<Request>()),
);
