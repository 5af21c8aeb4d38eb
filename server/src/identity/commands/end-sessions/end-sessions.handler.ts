import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AccountEntity } from '../../database/account.entity';
import { EndSessionsCommand } from './end-sessions.command';

/**
 * Sessions live in Redis under random ids, so they cannot be found by account. Each session keeps the
 * account's epoch from when it began and the session deserializer drops it once the epoch has moved on:
 * one atomic increment ends them all, including sessions a parallel login is opening right now.
 */
@CommandHandler(EndSessionsCommand)
export class EndSessionsHandler implements ICommandHandler<EndSessionsCommand, number> {
  constructor(@InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>) {}

  async execute({ accountId }: EndSessionsCommand): Promise<number> {
    const rows = (await this.accounts.query(
      'UPDATE accounts SET session_epoch = session_epoch + 1 WHERE id = $1 RETURNING session_epoch',
      [accountId],
    )) as [{ session_epoch: number }[], number];
    return rows[0][0]?.session_epoch ?? 0;
  }
}
