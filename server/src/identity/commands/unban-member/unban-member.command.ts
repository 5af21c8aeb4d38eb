import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/** Lifts a ban: the member may log in again. False when they were not banned (nothing written). */
export class UnbanMemberCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly accountId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
