import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountModerationRepository } from '../../database/account-moderation.repository';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountsRepository } from '../../database/accounts.repository';
import { AccountTokenStore } from '../../database/account-token-store';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { memberNotFound } from '../ban-member/ban-member.handler';
import { ResendActivationByAdminCommand } from './resend-activation-by-admin.command';

/** The member's own resends and the console's share one limit: a mailbox is not flooded either way. */
const RESENDS_PER_ACCOUNT = { name: 'activation-resend', max: 5, windowSeconds: 60 * 60 };

/** The new token and the audit entry commit together; the mail goes out after the commit. */
@CommandHandler(ResendActivationByAdminCommand)
export class ResendActivationByAdminHandler implements ICommandHandler<ResendActivationByAdminCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly rateLimiter: RateLimiter,
    private readonly audit: AuditTrail,
    private readonly moderation: AccountModerationRepository,
  ) {}

  async execute({ accountId, actor }: ResendActivationByAdminCommand): Promise<void> {
    const account = await this.accounts.findLive(accountId);
    if (!account) throw memberNotFound();
    if (account.status === 'activated')
      throw ApiError.badRequest('already_activated', 'identity.already_activated');
    await this.rateLimiter.consume(RESENDS_PER_ACCOUNT, String(account.id));
    const token = await this.moderation.transaction(async (manager) => {
      const issued = await this.tokens.issue(account.id, 'activation', null, manager);
      await this.audit.record(manager, {
        actor,
        action: 'members.resend_activation',
        resource: 'members',
        recordId: account.id,
        before: { status: account.status },
        after: { status: account.status, activation_mail: 'sent' },
      });
      return issued;
    });
    await this.mailer.send('activation', mailRecipientOf(account), token);
  }
}
