import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { PasswordHasher } from '../../../../shared/security/password-hasher';
import { AdminAccountWritesRepository } from '../../../database/admin-account-writes.repository';
import { adminNotFound } from '../../admin-account.errors';
import type { AdminAccountRow } from '../../admin-account-row.response';
import { toAdminAccountRow } from '../../admin-account-row.mapper';
import { ResetAdminPasswordCommand } from './reset-admin-password.command';

@CommandHandler(ResetAdminPasswordCommand)
export class ResetAdminPasswordHandler implements ICommandHandler<ResetAdminPasswordCommand> {
  constructor(
    private readonly writes: AdminAccountWritesRepository,
    private readonly passwords: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, id, password }: ResetAdminPasswordCommand): Promise<AdminAccountRow> {
    const hash = await this.passwords.hash(password);
    const updated = await this.writes.resetPassword(id, hash, actor, this.clock.now());
    if (!updated) throw adminNotFound();
    return toAdminAccountRow(updated);
  }
}
