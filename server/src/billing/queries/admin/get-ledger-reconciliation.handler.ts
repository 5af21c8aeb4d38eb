import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import {
  GetLedgerReconciliationQuery,
  LEDGER_KINDS,
  type LedgerKind,
  type LedgerReconciliation,
  type LedgerReconciliationProblem,
} from '../../billing.contracts';
import { LedgerReadsRepository } from '../../database/ledger-reads.repository';
import { verifyLedger, type LedgerProblem } from '../../ledger/verify-ledger';

/**
 * The reconciliation report of the admin console: the same check as `npm run ledger:verify`, with the
 * totals finance compares against the books.
 */
@QueryHandler(GetLedgerReconciliationQuery)
export class GetLedgerReconciliationHandler implements IQueryHandler<GetLedgerReconciliationQuery> {
  constructor(
    private readonly ledger: LedgerReadsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<LedgerReconciliation> {
    const checkedAt = this.clock.now();
    const { rows, projection } = await this.ledger.snapshot();
    const report = verifyLedger(rows, projection);

    const byKind = Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, 0])) as Record<LedgerKind, number>;
    for (const row of rows) {
      if (row.kind in byKind) byKind[row.kind as LedgerKind] += row.amount;
    }
    let balanceTotal = 0;
    for (const balance of report.balances.values()) balanceTotal += balance;

    return {
      checked_at: checkedAt.toISOString(),
      entries: report.entries,
      accounts: report.accounts,
      problems: report.problems.map(toProblem),
      totals: { by_kind: byKind, balance_total: balanceTotal },
    };
  }
}

function toProblem(problem: LedgerProblem): LedgerReconciliationProblem {
  switch (problem.kind) {
    case 'hash_mismatch':
    case 'chain_broken':
    case 'negative_balance':
      return { kind: problem.kind, account_id: problem.accountId, entry_id: problem.entryId };
    case 'balance_after_wrong':
      return {
        kind: problem.kind,
        account_id: problem.accountId,
        entry_id: problem.entryId,
        expected: problem.expected,
        found: problem.found,
      };
    case 'projection_differs':
      return {
        kind: problem.kind,
        account_id: problem.accountId,
        rebuilt: problem.rebuilt,
        projected: problem.projected,
      };
  }
}
