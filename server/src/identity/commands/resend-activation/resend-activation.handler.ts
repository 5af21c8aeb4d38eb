import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { AccountEntity } from '../../database/account.entity';
import { IdentityMailer, mailRecipientOf } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../tokens/account-token-store';
import { ResendActivationCommand } from './resend-activation.command';

const RESENDS_PER_ACCOUNT = { name: 'activation-resend', max: 5, windowSeconds: 60 * 60 };

@CommandHandler(ResendActivationCommand)
export class ResendActivationHandler implements ICommandHandler<ResendActivationCommand, void> {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ accountId }: ResendActivationCommand): Promise<void> {
    const account = await this.accounts.findOneBy({ id: accountId, deletedAt: IsNull() });
    if (!account) throw ApiError.authenticationRequired();
    if (account.status === 'activated')
      throw ApiError.badRequest('already_activated', 'identity.already_activated');
    await this.rateLimiter.consume(RESENDS_PER_ACCOUNT, String(account.id));
    const token = await this.tokens.issue(account.id, 'activation');
    await this.mailer.send('activation', mailRecipientOf(account), token);
  }
}
