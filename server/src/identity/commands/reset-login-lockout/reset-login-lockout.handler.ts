import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountModerationRepository } from '../../database/account-moderation.repository';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { AccountsRepository } from '../../database/accounts.repository';
import { LoginThrottle } from '../../login/login-throttle';
import { memberNotFound } from '../ban-member/ban-member.handler';
import { ResetLoginLockoutCommand } from './reset-login-lockout.command';

/**
 * The lock lives in Redis: the audit entry is written in a transaction that commits only once Redis
 * has forgotten the failures (a Redis failure rolls the entry back). Without failures or lock nothing
 * is written.
 */
@CommandHandler(ResetLoginLockoutCommand)
export class ResetLoginLockoutHandler implements ICommandHandler<ResetLoginLockoutCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditTrail,
    private readonly moderation: AccountModerationRepository,
  ) {}

  async execute({ accountId, actor }: ResetLoginLockoutCommand): Promise<{ changed: boolean }> {
    const account = await this.accounts.findNotErased(accountId);
    if (!account) throw memberNotFound();
    const key = `${account.siteId}:${account.email}`;
    const before = await this.throttle.lockState(key);
    if (!before.failures && !before.lockedUntil) return { changed: false };
    await this.moderation.transaction(async (manager) => {
      await this.audit.record(manager, {
        actor,
        action: 'members.reset_lockout',
        resource: 'members',
        recordId: accountId,
        before: { failed_logins: before.failures, locked_until: before.lockedUntil?.toISOString() ?? null },
        after: { failed_logins: 0, locked_until: null },
      });
      await this.throttle.recordSuccess(key);
    });
    return { changed: true };
  }
}
