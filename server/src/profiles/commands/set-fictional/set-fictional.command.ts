import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/**
 * Marks a profile as fictional (disclosed to members as SPEC §3 says) or as a real member again. Answers
 * whether it changed (false: it already was); 404 when the member has no profile.
 */
export class SetFictionalCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly profileId: number,
    readonly fictional: boolean,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
