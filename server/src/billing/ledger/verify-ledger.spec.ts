import { entryHash } from './entry-hash';
import { verifyLedger, type LedgerRow } from './verify-ledger';

function chain(accountId: number, amounts: number[], firstId = 1): LedgerRow[] {
  const rows: LedgerRow[] = [];
  let balance = 0;
  let previousHash: string | null = null;
  amounts.forEach((amount, index) => {
    balance += amount;
    const entry = {
      accountId,
      kind: amount > 0 ? 'purchase' : 'spend_message',
      amount,
      balanceAfter: balance,
      reference: `ref-${index}`,
      idempotencyKey: `key-${accountId}-${index}`,
      actor: 'system',
      createdAt: new Date(Date.UTC(2026, 10, 22, 10, index)),
      previousHash,
    };
    const hash = entryHash(entry);
    rows.push({ ...entry, id: firstId + index, hash });
    previousHash = hash;
  });
  return rows;
}

describe('verifyLedger', () => {
  it('rebuilds every balance and finds nothing wrong in an intact ledger', () => {
    const rows = [...chain(1, [10, -3, -2]), ...chain(2, [5], 10)];
    const report = verifyLedger(rows, [
      { accountId: 1, balance: 5 },
      { accountId: 2, balance: 5 },
    ]);
    expect(report.problems).toEqual([]);
    expect(report.balances).toEqual(
      new Map([
        [1, 5],
        [2, 5],
      ]),
    );
  });

  it('reports an entry changed behind the application (amount edited, hash left)', () => {
    const rows = chain(1, [10, -3]);
    rows[1] = { ...rows[1]!, amount: -1 };
    const kinds = verifyLedger(rows, [{ accountId: 1, balance: 7 }]).problems.map((p) => p.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['hash_mismatch', 'balance_after_wrong', 'projection_differs']),
    );
  });

  it('reports a deleted entry (the chain breaks) and a projection that drifted', () => {
    const rows = chain(1, [10, -3, -2]);
    const report = verifyLedger([rows[0]!, rows[2]!], [{ accountId: 1, balance: 5 }]);
    expect(report.problems).toContainEqual({ kind: 'chain_broken', accountId: 1, entryId: 3 });
    expect(verifyLedger(chain(1, [10]), [{ accountId: 1, balance: 11 }]).problems).toEqual([
      { kind: 'projection_differs', accountId: 1, rebuilt: 10, projected: 11 },
    ]);
  });
});
