import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../../shared/database/prepared-query';
import { GetCreditBalanceQuery } from '../billing.contracts';

/** Reads the projection (O(1)); `npm run ledger:verify` proves it equals the ledger. */
@QueryHandler(GetCreditBalanceQuery)
export class GetCreditBalanceHandler implements IQueryHandler<GetCreditBalanceQuery, number> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(query: GetCreditBalanceQuery): Promise<number> {
    const [row] = await preparedQuery<{ balance: number }>(
      this.dataSource,
      'billing-credit-balance',
      `SELECT balance FROM credit_balances WHERE account_id = $1`,
      [query.accountId],
    );
    return row?.balance ?? 0;
  }
}
