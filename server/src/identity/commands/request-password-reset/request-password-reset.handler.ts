import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { GetSiteSettingsQuery } from '../../../site/site.contracts';
import { AccountsRepository } from '../../database/accounts.repository';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { RequestPasswordResetCommand } from './request-password-reset.command';

export const RESETS_PER_IP = { name: 'reset-ip', max: 20, windowSeconds: 60 * 60 };
export const RESETS_PER_EMAIL = { name: 'reset-email', max: 5, windowSeconds: 60 * 60 };

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly rateLimiter: RateLimiter,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const email = command.email.trim().toLowerCase();
    await this.rateLimiter.consume(RESETS_PER_IP, command.ip);
    await this.rateLimiter.consume(RESETS_PER_EMAIL, email);
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(command.domain));
    const account = await this.accounts.findLiveByEmail(site.id, email);
    if (!account) throw ApiError.notFound('email_not_found', 'identity.email_not_found');
    const token = await this.tokens.issue(account.id, 'password_reset');
    await this.mailer.send('reset', mailRecipientOf(account), token);
  }
}
