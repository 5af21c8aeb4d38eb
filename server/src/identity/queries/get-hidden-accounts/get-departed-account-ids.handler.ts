import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountsRepository } from '../../database/accounts.repository';
import { GetDepartedAccountIdsQuery } from '../../identity.contracts';

/** Which of the given accounts left their conversations: deleted, erased, banned or unknown (one query). */
@QueryHandler(GetDepartedAccountIdsQuery)
export class GetDepartedAccountIdsHandler implements IQueryHandler<GetDepartedAccountIdsQuery> {
  constructor(private readonly accounts: AccountsRepository) {}

  execute(query: GetDepartedAccountIdsQuery): Promise<number[]> {
    return this.accounts.departedAmong(query.accountIds);
  }
}
