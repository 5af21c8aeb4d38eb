import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../../shared/audit/audit-trail';
import type { AdminAccountRow } from '../../admin-account-row.response';

/** Removes an admin's second factor (a lost phone; super-admin), audited as `admins.reset_totp`. */
export class ResetAdminTotpCommand extends Command<AdminAccountRow> {
  constructor(
    readonly actor: AuditActor,
    readonly id: number,
  ) {
    super();
  }
}
