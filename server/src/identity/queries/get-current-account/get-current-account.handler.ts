import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountReadsRepository } from '../../database/account-reads.repository';
import type { CurrentAccountRow } from '../../database/account-rows';
import { GetCurrentAccountQuery } from './get-current-account.query';

@QueryHandler(GetCurrentAccountQuery)
export class GetCurrentAccountHandler implements IQueryHandler<GetCurrentAccountQuery> {
  constructor(private readonly accounts: AccountReadsRepository) {}

  async execute({ accountId }: GetCurrentAccountQuery): Promise<CurrentAccountRow | null> {
    return this.accounts.current(accountId);
  }
}
