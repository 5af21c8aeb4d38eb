import { createHash } from 'node:crypto';

/** The fields of a ledger entry that its hash seals. */
export interface HashedEntry {
  accountId: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  reference: string;
  idempotencyKey: string;
  actor: string;
  createdAt: Date;
  previousHash: string | null;
}

/** SHA-256 over the entry and the hash of the account's previous entry: a chain per account. */
export function entryHash(entry: HashedEntry): string {
  const sealed = [
    entry.previousHash ?? '',
    entry.accountId,
    entry.kind,
    entry.amount,
    entry.balanceAfter,
    entry.reference,
    entry.idempotencyKey,
    entry.actor,
    entry.createdAt.toISOString(),
  ];
  return createHash('sha256').update(JSON.stringify(sealed)).digest('hex');
}
