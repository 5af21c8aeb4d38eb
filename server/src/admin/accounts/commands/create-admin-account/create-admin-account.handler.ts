import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { PasswordHasher } from '../../../../shared/security/password-hasher';
import { AdminAccountWritesRepository } from '../../../database/admin-account-writes.repository';
import { adminEmailTaken } from '../../admin-account.errors';
import type { AdminAccountRow } from '../../admin-account-row.response';
import { toAdminAccountRow } from '../../admin-account-row.mapper';
import { CreateAdminAccountCommand } from './create-admin-account.command';

@CommandHandler(CreateAdminAccountCommand)
export class CreateAdminAccountHandler implements ICommandHandler<CreateAdminAccountCommand> {
  constructor(
    private readonly writes: AdminAccountWritesRepository,
    private readonly passwords: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateAdminAccountCommand): Promise<AdminAccountRow> {
    const created = await this.writes.create(
      {
        email: command.email.trim().toLowerCase(),
        name: command.name.trim(),
        role: command.role,
        passwordHash: await this.passwords.hash(command.password),
      },
      command.actor,
      this.clock.now(),
    );
    if (!created) throw adminEmailTaken();
    return toAdminAccountRow(created);
  }
}
