import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminListExport, mapExport } from '../../../shared/admin-list/list-export';
import { ExportLedgerEntriesQuery, type LedgerEntryRow } from '../../billing.contracts';
import { LedgerReadsRepository } from '../../database/ledger-reads.repository';
import { toLedgerEntryRow } from './list-ledger-entries.handler';

/** The whole filtered credit ledger, batch by batch, for the console's CSV export. */
@QueryHandler(ExportLedgerEntriesQuery)
export class ExportLedgerEntriesHandler implements IQueryHandler<ExportLedgerEntriesQuery> {
  constructor(private readonly ledger: LedgerReadsRepository) {}

  execute({ params }: ExportLedgerEntriesQuery): Promise<AdminListExport<LedgerEntryRow>> {
    // The filter and sort are checked now (a 400 before the download starts), the rows read later.
    return Promise.resolve(mapExport(this.ledger.export(params), toLedgerEntryRow));
  }
}
