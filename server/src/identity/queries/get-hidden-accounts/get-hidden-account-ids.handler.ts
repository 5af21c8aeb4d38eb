import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../database/accounts.repository';
import { GetHiddenAccountIdsQuery } from '../../identity.contracts';

/** Which of the given accounts others must not see: invisible, deleted or erased. */
@QueryHandler(GetHiddenAccountIdsQuery)
export class GetHiddenAccountIdsHandler implements IQueryHandler<GetHiddenAccountIdsQuery> {
  constructor(private readonly accounts: AccountsRepository) {}

  execute(query: GetHiddenAccountIdsQuery): Promise<number[]> {
    return this.accounts.hiddenAmong(query.accountIds);
  }
}
