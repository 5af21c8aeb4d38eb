import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../database/accounts.repository';
import { EndSessionsCommand } from './end-sessions.command';

/**
 * Sessions live in Redis under random ids, so they cannot be found by account. Each session keeps the
 * account's epoch from when it began and the session deserializer drops it once the epoch has moved on:
 * one atomic increment ends them all, including sessions a parallel login is opening right now.
 */
@CommandHandler(EndSessionsCommand)
export class EndSessionsHandler implements ICommandHandler<EndSessionsCommand> {
  constructor(private readonly accounts: AccountsRepository) {}

  execute({ accountId }: EndSessionsCommand): Promise<number> {
    return this.accounts.advanceSessionEpoch(accountId);
  }
}
