import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { AdminAccountWritesRepository } from '../../../database/admin-account-writes.repository';
import { adminNotFound, lastSuperAdmin, ownAccount } from '../../admin-account.errors';
import type { AdminAccountRow } from '../../admin-account-row.response';
import { toAdminAccountRow } from '../../admin-account-row.mapper';
import { UpdateAdminAccountCommand } from './update-admin-account.command';

@CommandHandler(UpdateAdminAccountCommand)
export class UpdateAdminAccountHandler implements ICommandHandler<UpdateAdminAccountCommand> {
  constructor(
    private readonly writes: AdminAccountWritesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, id, change }: UpdateAdminAccountCommand): Promise<AdminAccountRow> {
    const name = change.name?.trim();
    const outcome = await this.writes.update(id, { ...change, name }, actor, this.clock.now());
    if (outcome === 'not_found') throw adminNotFound();
    if (outcome === 'own_account') throw ownAccount();
    if (outcome === 'last_super_admin') throw lastSuperAdmin();
    return toAdminAccountRow(outcome);
  }
}
