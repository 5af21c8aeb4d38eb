import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountsRepository } from '../../database/accounts.repository';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { ResendActivationCommand } from './resend-activation.command';

const RESENDS_PER_ACCOUNT = { name: 'activation-resend', max: 5, windowSeconds: 60 * 60 };

@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ accountId }: ResendActivationCommand): Promise<void> {
    const account = await this.accounts.findLive(accountId);
    if (!account) throw ApiError.authenticationRequired();
    if (account.status === 'activated')
      throw ApiError.badRequest('already_activated', 'identity.already_activated');
    await this.rateLimiter.consume(RESENDS_PER_ACCOUNT, String(account.id));
    const token = await this.tokens.issue(account.id, 'activation');
    await this.mailer.send('activation', mailRecipientOf(account), token);
  }
}
