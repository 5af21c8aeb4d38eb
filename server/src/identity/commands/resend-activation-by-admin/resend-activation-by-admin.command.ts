import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/**
 * An operator sends a not yet confirmed member a new activation link (older links stop working). 400
 * already_activated when the member is activated, 404 for an unknown or deleted account.
 */
export class ResendActivationByAdminCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
