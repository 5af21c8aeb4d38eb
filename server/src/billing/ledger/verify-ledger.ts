import { entryHash, type HashedEntry } from './entry-hash';

export interface LedgerRow extends HashedEntry {
  id: number;
  hash: string;
}

export interface ProjectionRow {
  accountId: number;
  balance: number;
}

export type LedgerProblem =
  | { kind: 'hash_mismatch'; accountId: number; entryId: number }
  | { kind: 'chain_broken'; accountId: number; entryId: number }
  | { kind: 'balance_after_wrong'; accountId: number; entryId: number; expected: number; found: number }
  | { kind: 'negative_balance'; accountId: number; entryId: number }
  | { kind: 'projection_differs'; accountId: number; rebuilt: number; projected: number | null };

export interface LedgerReport {
  accounts: number;
  entries: number;
  problems: LedgerProblem[];
  /** Every balance rebuilt from the entries alone. */
  balances: Map<number, number>;
}

/**
 * Rebuilds every balance from the entries (in id order) and checks each entry's hash, the chain to the
 * previous entry, balance_after, and the projection table.
 */
export function verifyLedger(rows: readonly LedgerRow[], projection: readonly ProjectionRow[]): LedgerReport {
  const problems: LedgerProblem[] = [];
  const balances = new Map<number, number>();
  const lastHash = new Map<number, string>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const { accountId } = row;
    if (entryHash(row) !== row.hash) problems.push({ kind: 'hash_mismatch', accountId, entryId: row.id });
    if ((lastHash.get(accountId) ?? null) !== row.previousHash) {
      problems.push({ kind: 'chain_broken', accountId, entryId: row.id });
    }
    const balance = (balances.get(accountId) ?? 0) + row.amount;
    if (balance !== row.balanceAfter) {
      problems.push({
        kind: 'balance_after_wrong',
        accountId,
        entryId: row.id,
        expected: balance,
        found: row.balanceAfter,
      });
    }
    if (balance < 0) problems.push({ kind: 'negative_balance', accountId, entryId: row.id });
    balances.set(accountId, balance);
    lastHash.set(accountId, row.hash);
  }
  const projected = new Map(projection.map((row) => [row.accountId, row.balance]));
  for (const accountId of new Set([...balances.keys(), ...projected.keys()])) {
    const rebuilt = balances.get(accountId) ?? 0;
    const found = projected.get(accountId) ?? null;
    if (found !== rebuilt)
      problems.push({ kind: 'projection_differs', accountId, rebuilt, projected: found });
  }
  return { accounts: balances.size, entries: rows.length, problems, balances };
}
