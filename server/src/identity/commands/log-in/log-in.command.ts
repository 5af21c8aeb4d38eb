import { Command } from '@nestjs/cqrs';
import type { SessionMember } from '../../../shared/http/current-member.decorator';

/**
 * Checks a member's e-mail and password on a site, under the login lockout; answers the session to
 * start, or refuses with 401 login_failed or 429 account_locked.
 */
export class LogInCommand extends Command<SessionMember> {
  constructor(
    readonly domain: string,
    readonly email: string,
    readonly password: string,
    readonly ip: string,
  ) {
    super();
  }
}
