import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import type { AdminAccountResponse } from '../../admin-account.response';
import { AdminAccountWritesRepository } from '../../database/admin-account-writes.repository';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { GetCurrentAdminQuery } from '../../queries/get-current-admin/get-current-admin.query';
import { adminNotFound } from '../admin-account.errors';
import { totpEnrolmentRequired } from '../domain/admin-account-rules';
import { TotpCodes } from './totp-codes';
import { DisableTotpCommand } from './totp.commands';

@CommandHandler(DisableTotpCommand)
export class DisableTotpHandler implements ICommandHandler<DisableTotpCommand> {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly writes: AdminAccountWritesRepository,
    private readonly codes: TotpCodes,
    private readonly config: AppConfigService,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ adminId, code }: DisableTotpCommand): Promise<AdminAccountResponse> {
    const account = await this.admins.totpSecrets(adminId);
    if (!account) throw adminNotFound();
    if (!account.secret) throw new ApiError(409, 'totp_not_enabled', 'admin.totp_not_enabled');
    if (totpEnrolmentRequired(account.role, false, this.config.get('NODE_ENV') === 'production'))
      throw new ApiError(403, 'totp_required_for_role', 'admin.totp_required_for_role');
    await this.codes.verify(adminId, account.secret, code);
    await this.writes.resetTotp(adminId, { adminId }, this.clock.now(), 'totp_disable');
    return (await this.queryBus.execute(new GetCurrentAdminQuery(adminId)))!;
  }
}
