import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AdminAccountsRepository } from '../../database/admin-accounts.repository';
import { totpStepOf } from '../domain/totp';

/**
 * Code attempts per admin account, at login and in the TOTP settings alike: counted (atomic INCR)
 * before the code is checked, so parallel guesses cannot outrun the limit. Per account: whoever reaches
 * the code already has the password, and a million codes must not be tried from many addresses.
 */
export const TOTP_CODE_LIMIT = { name: 'admin-totp', max: 5, windowSeconds: 15 * 60 };

export const totpInvalid = () =>
  new ApiError(401, 'totp_invalid', 'admin.totp_invalid', {}, { code: 'admin.totp_invalid' });

@Injectable()
export class TotpCodes {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly admins: AdminAccountsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The time step of a right code (counted against the limit), or a 401 `totp_invalid`. */
  async stepOf(adminId: number, secret: string, code: unknown): Promise<number> {
    await this.rateLimiter.consume(TOTP_CODE_LIMIT, String(adminId));
    const step = totpStepOf(secret, code, this.clock.now());
    if (step === null) throw totpInvalid();
    return step;
  }

  /** Checks the code against the account's secret and uses it up: a code works once. */
  async verify(adminId: number, secret: string, code: unknown): Promise<void> {
    const step = await this.stepOf(adminId, secret, code);
    if (!(await this.admins.useTotpStep(adminId, step))) throw totpInvalid();
  }
}
