import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import { AccountTokenStore } from '../../database/account-token-store';
import { ReactivateAccountCommand, type Reactivated } from './reactivate-account.command';

/** Within the 14 days the deleted account comes back as it was. */
@CommandHandler(ReactivateAccountCommand)
export class ReactivateAccountHandler implements ICommandHandler<ReactivateAccountCommand> {
  constructor(
    private readonly lifecycle: AccountLifecycleRepository,
    private readonly tokens: AccountTokenStore,
  ) {}

  async execute({ token }: ReactivateAccountCommand): Promise<Reactivated | null> {
    const used = await this.tokens.consume(token, 'reactivation');
    const account = used && (await this.lifecycle.reactivate(used.accountId));
    if (!account) return null;
    return {
      accountId: account.id,
      siteId: account.siteId,
      language: account.language,
      sessionEpoch: account.sessionEpoch,
    };
  }
}
