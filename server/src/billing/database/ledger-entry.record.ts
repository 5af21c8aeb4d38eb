import type { LedgerEntryRow } from '../queries/admin/ledger-entry-row.response';

/** The columns of `credit_ledger`, in their order. */
export const LEDGER_COLUMNS = `id, account_id, kind, amount, balance_after, reference, idempotency_key, actor,
  created_at, previous_hash, hash`;

/** A row of `credit_ledger` as the driver returns it: a bigint id comes as a string, times as dates. */
export type LedgerEntryRecord = Omit<LedgerEntryRow, 'id' | 'created_at'> & { id: string; created_at: Date };
