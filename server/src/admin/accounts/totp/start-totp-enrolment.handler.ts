import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { toDataURL } from 'qrcode';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminAccountWritesRepository } from '../../database/admin-account-writes.repository';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { adminNotFound } from '../admin-account.errors';
import { newTotpSecret, totpUri } from '../domain/totp';
import { StartTotpEnrolmentCommand } from './totp.commands';
import type { TotpEnrolmentResponse } from './totp-enrolment.response';

@CommandHandler(StartTotpEnrolmentCommand)
export class StartTotpEnrolmentHandler implements ICommandHandler<StartTotpEnrolmentCommand> {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly writes: AdminAccountWritesRepository,
  ) {}

  async execute({ adminId }: StartTotpEnrolmentCommand): Promise<TotpEnrolmentResponse> {
    const account = await this.admins.totpSecrets(adminId);
    if (!account) throw adminNotFound();
    if (account.secret) throw new ApiError(409, 'totp_already_enabled', 'admin.totp_already_enabled');
    // Not in effect (nor audited) until a code of it confirms it.
    const secret = newTotpSecret();
    await this.writes.startTotp(adminId, secret);
    const uri = totpUri(secret, account.email);
    return { secret, otpauth_url: uri, qr_code: await toDataURL(uri, { margin: 1, width: 240 }) };
  }
}
