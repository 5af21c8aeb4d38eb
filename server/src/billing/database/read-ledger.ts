import type { EntityManager } from 'typeorm';
import { LEDGER_COLUMNS, type LedgerEntryRecord } from './ledger-entry.record';
import type { LedgerRow, ProjectionRow } from '../ledger/verify-ledger';

/**
 * Every entry and every projected balance, as verifyLedger takes them. Pass a REPEATABLE READ
 * transaction's manager on a live system, so both reads see the same moment.
 */
export async function readLedger(
  dataSource: Pick<EntityManager, 'query'>,
): Promise<{ rows: LedgerRow[]; projection: ProjectionRow[] }> {
  const entries = (await dataSource.query(
    `SELECT ${LEDGER_COLUMNS} FROM credit_ledger ORDER BY id`,
  )) as LedgerEntryRecord[];
  const balances = (await dataSource.query(`SELECT account_id, balance FROM credit_balances`)) as Array<{
    account_id: number;
    balance: number;
  }>;
  return {
    rows: entries.map((e) => ({
      id: Number(e.id),
      accountId: e.account_id,
      kind: e.kind,
      amount: e.amount,
      balanceAfter: e.balance_after,
      reference: e.reference,
      idempotencyKey: e.idempotency_key,
      actor: e.actor,
      createdAt: e.created_at,
      previousHash: e.previous_hash,
      hash: e.hash,
    })),
    projection: balances.map((b) => ({ accountId: b.account_id, balance: b.balance })),
  };
}
