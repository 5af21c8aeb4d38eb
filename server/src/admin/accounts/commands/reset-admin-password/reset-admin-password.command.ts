import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../../shared/audit/audit-trail';
import type { AdminAccountRow } from '../../admin-account-row.response';

/** A new password for an admin (super-admin); every session of that admin ends. Audited, hash left out. */
export class ResetAdminPasswordCommand extends Command<AdminAccountRow> {
  constructor(
    readonly actor: AuditActor,
    readonly id: number,
    readonly password: string,
  ) {
    super();
  }
}
