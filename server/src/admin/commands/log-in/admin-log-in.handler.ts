import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { PasswordHasher } from '../../../shared/security/password-hasher';
import { toAdminAccountResponse } from '../../admin-account.response';
import { totpEnrolmentRequired } from '../../accounts/domain/admin-account-rules';
import { TotpCodes } from '../../accounts/totp/totp-codes';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { type AdminLogIn, AdminLogInCommand } from './admin-log-in.command';

/**
 * Guesses are limited per address and e-mail, and more loosely per address. Never per e-mail alone:
 * an attacker anywhere could then lock the real admin out of the console.
 */
export const LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT = {
  name: 'admin-login-ip-email',
  max: 10,
  windowSeconds: 15 * 60,
};
export const LOGIN_LIMIT_PER_ADDRESS = { name: 'admin-login-ip', max: 30, windowSeconds: 15 * 60 };

@CommandHandler(AdminLogInCommand)
export class AdminLogInHandler implements ICommandHandler<AdminLogInCommand> {
  constructor(
    private readonly admins: AdminAccountsRepository,
    private readonly passwords: PasswordHasher,
    private readonly rateLimiter: RateLimiter,
    private readonly codes: TotpCodes,
    private readonly config: AppConfigService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, password, ip, code }: AdminLogInCommand): Promise<AdminLogIn> {
    // Counted (atomic INCR) before the password is checked, so parallel guesses cannot outrun the limit.
    await this.rateLimiter.consume(LOGIN_LIMIT_PER_ADDRESS, ip);
    await this.rateLimiter.consume(LOGIN_LIMIT_PER_ADDRESS_AND_ACCOUNT, `${ip}:${email.toLowerCase()}`);
    const admin = await this.admins.withPassword(email);
    // Verified even for an unknown address (against a throwaway hash): timing tells nothing.
    const valid = await this.passwords.verify(admin?.passwordHash, password);
    if (!admin || !valid) throw new ApiError(401, 'invalid_credentials', 'errors.login_failed');
    if (admin.disabledAt) throw new ApiError(403, 'admin_disabled', 'admin.disabled');
    if (admin.totpSecret) {
      if (!code) throw new ApiError(401, 'totp_required', 'admin.totp_required');
      await this.codes.verify(admin.id, admin.totpSecret, code);
    }
    await this.admins.recordLogin(admin.id, this.clock.now());
    const production = this.config.get('NODE_ENV') === 'production';
    return {
      admin: toAdminAccountResponse(
        admin,
        totpEnrolmentRequired(admin.role, admin.totpEnabledAt !== null, production),
      ),
      sessionEpoch: admin.sessionEpoch,
    };
  }
}
