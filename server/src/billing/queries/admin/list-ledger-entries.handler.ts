import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListLedgerEntriesQuery, type LedgerEntryRow } from '../../billing.contracts';
import type { LedgerEntryRecord } from '../../database/ledger-entry.record';
import { LedgerReadsRepository } from '../../database/ledger-reads.repository';
import { type AdminListPage, mapPage } from '../../../shared/admin-list/admin-list-params';

/** The credit ledger, page by page, for the admin console's finance views. */
@QueryHandler(ListLedgerEntriesQuery)
export class ListLedgerEntriesHandler implements IQueryHandler<ListLedgerEntriesQuery> {
  constructor(private readonly ledger: LedgerReadsRepository) {}

  async execute({ params }: ListLedgerEntriesQuery): Promise<AdminListPage<LedgerEntryRow>> {
    return mapPage(await this.ledger.page(params), toLedgerEntryRow);
  }
}

export function toLedgerEntryRow(row: LedgerEntryRecord): LedgerEntryRow {
  return {
    id: Number(row.id),
    account_id: row.account_id,
    kind: row.kind,
    amount: row.amount,
    balance_after: row.balance_after,
    reference: row.reference,
    idempotency_key: row.idempotency_key,
    actor: row.actor,
    created_at: row.created_at.toISOString(),
    previous_hash: row.previous_hash,
    hash: row.hash,
  };
}
