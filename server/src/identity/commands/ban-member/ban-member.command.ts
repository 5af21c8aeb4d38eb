import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/**
 * Bans a member (operator or moderator): every session ends at once on every instance, login is refused
 * and the app shows /pages/ban. Answers whether this call banned them (false: already banned, nothing
 * written); 404 member_not_found when there is no such account.
 */
export class BanMemberCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly accountId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
