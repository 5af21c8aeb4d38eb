import { Command } from '@nestjs/cqrs';
import type { AuditActor } from '../../../../shared/audit/audit-trail';
import type { AdminAccountRow } from '../../admin-account-row.response';
import type { AdminAccountChange } from '../../domain/admin-account-rules';

/**
 * Renames an admin, sets its role, disables or enables it (super-admin), audited as `admins.update`. A
 * disabled admin's console sessions end at once and its login is refused.
 */
export class UpdateAdminAccountCommand extends Command<AdminAccountRow> {
  constructor(
    readonly actor: AuditActor,
    readonly id: number,
    readonly change: AdminAccountChange,
  ) {
    super();
  }
}
