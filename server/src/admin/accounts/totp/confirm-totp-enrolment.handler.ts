import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import type { AdminAccountResponse } from '../../admin-account.response';
import { AdminAccountWritesRepository } from '../../database/admin-account-writes.repository';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { GetCurrentAdminQuery } from '../../queries/get-current-admin/get-current-admin.query';
import { adminNotFound } from '../admin-account.errors';
import { TotpCodes, totpInvalid } from './totp-codes';
import { ConfirmTotpEnrolmentCommand } from './totp.commands';

@CommandHandler(ConfirmTotpEnrolmentCommand)
export class ConfirmTotpEnrolmentHandler implements ICommandHandler<ConfirmTotpEnrolmentCommand> {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly writes: AdminAccountWritesRepository,
    private readonly codes: TotpCodes,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ adminId, code }: ConfirmTotpEnrolmentCommand): Promise<AdminAccountResponse> {
    const account = await this.admins.totpSecrets(adminId);
    if (!account) throw adminNotFound();
    if (account.secret) throw new ApiError(409, 'totp_already_enabled', 'admin.totp_already_enabled');
    if (!account.pending) throw new ApiError(409, 'totp_not_started', 'admin.totp_not_started');
    const step = await this.codes.stepOf(adminId, account.pending.secret, code);
    // Only if the secret is still the one checked and the step unused (a parallel confirmation loses).
    const confirmed = await this.writes.confirmTotp(
      adminId,
      account.pending.stored,
      step,
      { adminId },
      this.clock.now(),
    );
    if (!confirmed) throw totpInvalid();
    return (await this.queryBus.execute(new GetCurrentAdminQuery(adminId)))!;
  }
}
