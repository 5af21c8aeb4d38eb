import { Command } from '@nestjs/cqrs';
import type { AdminRole } from '../../../../shared/admin/admin-role';
import type { AuditActor } from '../../../../shared/audit/audit-trail';
import type { AdminAccountRow } from '../../admin-account-row.response';

/** A new admin account (super-admin), audited as `admins.create`. */
export class CreateAdminAccountCommand extends Command<AdminAccountRow> {
  constructor(
    readonly actor: AuditActor,
    readonly email: string,
    readonly name: string,
    readonly role: AdminRole,
    readonly password: string,
  ) {
    super();
  }
}
