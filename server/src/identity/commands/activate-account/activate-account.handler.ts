import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import { AccountTokenStore } from '../../database/account-token-store';
import { ActivateAccountCommand, type ActivationOutcome } from './activate-account.command';

/** Activates once; the account and the event that enables its profile commit together. */
@CommandHandler(ActivateAccountCommand)
export class ActivateAccountHandler implements ICommandHandler<ActivateAccountCommand> {
  constructor(
    private readonly lifecycle: AccountLifecycleRepository,
    private readonly tokens: AccountTokenStore,
  ) {}

  async execute({ token }: ActivateAccountCommand): Promise<ActivationOutcome> {
    const used = await this.tokens.consume(token, 'activation');
    const accountId = used?.accountId ?? (await this.tokens.find(token, 'activation'))?.accountId;
    if (used && (await this.lifecycle.activate(used.accountId))) return 'activated';
    // A link followed twice (or a second tab) is not an error once the account is active.
    return accountId !== undefined && (await this.lifecycle.isActivated(accountId))
      ? 'already_activated'
      : 'failed';
  }
}
