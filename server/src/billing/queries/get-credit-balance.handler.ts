import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetCreditBalanceQuery } from '../billing.contracts';
import { LedgerReadsRepository } from '../database/ledger-reads.repository';

@QueryHandler(GetCreditBalanceQuery)
export class GetCreditBalanceHandler implements IQueryHandler<GetCreditBalanceQuery> {
  constructor(private readonly ledger: LedgerReadsRepository) {}

  execute(query: GetCreditBalanceQuery): Promise<number> {
    return this.ledger.balanceOf(query.accountId);
  }
}
