import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../shared/audit/audit-trail';

/** Forgets the account's failed logins and lifts its lock (the IP's own count stays). */
export class ResetLoginLockoutCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly accountId: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
