import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FindSpendQuery, type SpendKind, type SpendRecord } from '../billing.contracts';
import { LedgerReadsRepository } from '../database/ledger-reads.repository';

@QueryHandler(FindSpendQuery)
export class FindSpendHandler implements IQueryHandler<FindSpendQuery> {
  constructor(private readonly ledger: LedgerReadsRepository) {}

  async execute({ idempotencyKey }: FindSpendQuery): Promise<SpendRecord | null> {
    const row = await this.ledger.spendByKey(idempotencyKey);
    if (!row) return null;
    return {
      accountId: row.account_id,
      amount: -row.amount,
      kind: row.kind as SpendKind,
      reference: row.reference,
    };
  }
}
