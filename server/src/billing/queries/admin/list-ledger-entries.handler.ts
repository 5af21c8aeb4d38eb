import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  LEDGER_KINDS,
  LEDGER_LIST_FILTERS,
  LEDGER_SORT_FIELDS,
  ListLedgerEntriesQuery,
  type LedgerEntryRow,
} from '../../billing.contracts';
import { LEDGER_COLUMNS, type LedgerEntryRecord } from '../../database/ledger-entry.record';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import {
  anyOf,
  applyFilters,
  dateBound,
  equalTo,
  type FilterRule,
  filterValues,
  invalidFilter,
  oneOf,
  orderBy,
  pageOf,
  positiveInteger,
  queryPage,
} from '../../../shared/admin-list/list-params';

const LEDGER_FILTER_RULES: Record<string, FilterRule> = {
  id: anyOf('id', 'bigint', positiveIntegerId),
  account_id: equalTo('account_id', positiveInteger),
  kind: equalTo('kind', (key, value) => oneOf(key, value, LEDGER_KINDS)),
  from: (conditions, key, value) =>
    conditions.add((p) => `created_at >= ${p}`, dateBound(key, value, false).at),
  to: (conditions, key, value) => {
    const bound = dateBound(key, value, true);
    conditions.add((p) => `created_at ${bound.exclusive ? '<' : '<='} ${p}`, bound.at);
  },
};

/** The credit ledger, page by page, for the admin console's finance views. */
@QueryHandler(ListLedgerEntriesQuery)
export class ListLedgerEntriesHandler implements IQueryHandler<
  ListLedgerEntriesQuery,
  AdminListPage<LedgerEntryRow>
> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ params }: ListLedgerEntriesQuery): Promise<AdminListPage<LedgerEntryRow>> {
    const conditions = applyFilters(filterValues(params.filter, LEDGER_LIST_FILTERS), LEDGER_FILTER_RULES);
    const order = orderBy(params.sort, LEDGER_SORT_FIELDS, { field: 'id', order: 'DESC' });
    const page = await queryPage<LedgerEntryRecord>(
      this.dataSource,
      { columns: LEDGER_COLUMNS, table: 'credit_ledger' },
      conditions,
      order,
      pageOf(params.range, conditions.listed),
    );
    return { rows: page.rows.map(toLedgerEntryRow), total: page.total };
  }
}

/** Ledger ids are bigserial: a positive whole number (or a string of digits) without the int4 ceiling. */
function positiveIntegerId(key: string, value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) throw invalidFilter(key);
  return number;
}

function toLedgerEntryRow(row: LedgerEntryRecord): LedgerEntryRow {
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
