/**
 * Rebuilds every credit balance from the append-only ledger and checks the hash chain:
 * `npm run ledger:verify`. Exits 1 and lists each problem when anything differs.
 *
 * Environment: DATABASE_URL (default: see db/data-source.ts).
 */
import { readLedger } from '../../server/src/billing/database/read-ledger';
import { verifyLedger, type LedgerProblem } from '../../server/src/billing/ledger/verify-ledger';
import { createDataSource, DEFAULT_DATABASE_URL } from '../data-source';

function describe(problem: LedgerProblem): string {
  switch (problem.kind) {
    case 'hash_mismatch':
      return `account ${problem.accountId}: entry ${problem.entryId} was changed after it was written (hash mismatch)`;
    case 'chain_broken':
      return `account ${problem.accountId}: entry ${problem.entryId} does not follow the previous entry (chain broken)`;
    case 'balance_after_wrong':
      return `account ${problem.accountId}: entry ${problem.entryId} says balance ${problem.found}, the entries give ${problem.expected}`;
    case 'negative_balance':
      return `account ${problem.accountId}: entry ${problem.entryId} takes the balance below zero`;
    case 'projection_differs':
      return `account ${problem.accountId}: projected balance ${problem.projected ?? 'missing'}, rebuilt from the ledger ${problem.rebuilt}`;
  }
}

async function main(): Promise<number> {
  const dataSource = createDataSource(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  await dataSource.initialize();
  try {
    const { rows, projection } = await dataSource.transaction('REPEATABLE READ', (manager) =>
      readLedger(manager),
    );
    const report = verifyLedger(rows, projection);
    console.log(`[ledger] ${report.entries} entries, ${report.accounts} accounts rebuilt`);
    for (const problem of report.problems) console.log(`[ledger] PROBLEM ${describe(problem)}`);
    console.log(
      report.problems.length ? `[ledger] ${report.problems.length} problem(s) found` : '[ledger] OK',
    );
    return report.problems.length ? 1 : 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[ledger] failed:', error);
    process.exit(2);
  },
);
