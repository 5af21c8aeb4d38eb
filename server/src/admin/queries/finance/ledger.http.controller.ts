import {
  ExportLedgerEntriesQuery,
  ListLedgerEntriesQuery,
  LedgerEntryRow,
} from '../../../billing/billing.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminReadResource } from '../../http/admin-read-resource';

/**
 * The credit ledger for finance (read-only): `GET /admin/api/ledger`, `GET /admin/api/ledger/:id`,
 * `GET /admin/api/ledger/export.csv`.
 */
export class AdminLedgerHttpController extends AdminReadResource({
  path: 'ledger',
  roles: ['finance'],
  row: LedgerEntryRow,
  listQuery: (params) => new ListLedgerEntriesQuery(params),
  // Ledger ids are bigserial: digits, without the int4 ceiling.
  parseId: (id) => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : null),
  notFound: () => ApiError.notFound('ledger_entry_not_found'),
  csv: {
    query: (params) => new ExportLedgerEntriesQuery(params),
    columns: [
      'id',
      'created_at',
      'account_id',
      'kind',
      'amount',
      'balance_after',
      'reference',
      'idempotency_key',
      'actor',
      'previous_hash',
      'hash',
    ],
  },
}) {}
