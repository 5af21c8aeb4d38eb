import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { argon2id, hash, verify } from 'argon2';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import type { SessionMember } from '../../../shared/http/current-member.decorator';
import { GetSiteSettingsQuery } from '../../../site/site.contracts';
import { AccountsRepository } from '../../database/accounts.repository';
import { LoginThrottle } from '../../login/login-throttle';
import { accountBanned } from '../../session/banned-session';
import { LogInCommand } from './log-in.command';

/** Verified against when the e-mail is unknown, so timing does not tell which e-mails have accounts. */
let unknownAccountHash: Promise<string> | undefined;
const dummyHash = () => (unknownAccountHash ??= hash(randomBytes(32), { type: argon2id }));

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly throttle: LoginThrottle,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: LogInCommand): Promise<SessionMember> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(command.domain));
    const email = command.email.trim().toLowerCase();
    // The attempt is counted before the password is checked, so a burst cannot outrun the lock.
    const attempt = await this.throttle.reserve(`${site.id}:${email}`, command.ip);
    if ('lockedMinutes' in attempt)
      throw new ApiError(429, 'account_locked', 'identity.account_locked', {
        minutes: attempt.lockedMinutes,
      });

    const account = await this.accounts.findForLogin(site.id, email);
    const valid = await verify(account?.passwordHash ?? (await dummyHash()), command.password).catch(
      () => false,
    );
    if (!account || !valid) {
      const lockedNow = await this.throttle.failed(attempt);
      if (lockedNow)
        throw new ApiError(429, 'account_locked', 'identity.account_locked', { minutes: lockedNow });
      throw new ApiError(401, 'login_failed', 'errors.login_failed');
    }
    await this.throttle.succeeded(attempt);
    // Only the owner of the password learns of the ban; anyone else sees an ordinary failure.
    if (account.bannedAt) throw accountBanned();
    await this.accounts.recordLogin(account.id, this.clock.now());
    return { id: account.id, siteId: site.id, language: account.language, epoch: account.sessionEpoch };
  }
}
