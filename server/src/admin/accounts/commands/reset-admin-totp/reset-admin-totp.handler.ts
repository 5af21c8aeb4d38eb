import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { AdminAccountWritesRepository } from '../../../database/admin-account-writes.repository';
import { adminNotFound } from '../../admin-account.errors';
import type { AdminAccountRow } from '../../admin-account-row.response';
import { toAdminAccountRow } from '../../admin-account-row.mapper';
import { ResetAdminTotpCommand } from './reset-admin-totp.command';

@CommandHandler(ResetAdminTotpCommand)
export class ResetAdminTotpHandler implements ICommandHandler<ResetAdminTotpCommand> {
  constructor(
    private readonly writes: AdminAccountWritesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, id }: ResetAdminTotpCommand): Promise<AdminAccountRow> {
    const updated = await this.writes.resetTotp(id, actor, this.clock.now());
    if (!updated) throw adminNotFound();
    return toAdminAccountRow(updated);
  }
}
