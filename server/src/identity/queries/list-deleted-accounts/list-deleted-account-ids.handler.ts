import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../database/accounts.repository';
import { ListDeletedAccountIdsQuery } from '../../identity.contracts';

@QueryHandler(ListDeletedAccountIdsQuery)
export class ListDeletedAccountIdsHandler implements IQueryHandler<ListDeletedAccountIdsQuery> {
  constructor(private readonly accounts: AccountsRepository) {}

  execute(): Promise<number[]> {
    return this.accounts.deletedIds();
  }
}
