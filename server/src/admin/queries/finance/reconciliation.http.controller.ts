import { Get } from '@nestjs/common';
import {
  GetLedgerReconciliationQuery,
  type LedgerReconciliationProblem,
} from '../../../billing/billing.contracts';
import { ReconciliationResponse, type ReconciliationProblemResponse } from './reconciliation.response';
import { AdminApi } from '../../auth/admin-auth.guard';
import { BusController } from '../../../shared/http/bus-controller';

/** Every balance rebuilt from the ledger and compared (finance only): `GET /admin/api/reconciliation`. */
@AdminApi('finance')
export class AdminReconciliationHttpController extends BusController {
  @Get('reconciliation')
  async reconcile(): Promise<ReconciliationResponse> {
    const report = await this.queryBus.execute(new GetLedgerReconciliationQuery());
    return {
      checked_at: report.checked_at,
      entries: report.entries,
      accounts: report.accounts,
      problems: report.problems.map(toProblemResponse),
      totals: { by_kind: { ...report.totals.by_kind }, balance_total: report.totals.balance_total },
    };
  }
}

function toProblemResponse(problem: LedgerReconciliationProblem): ReconciliationProblemResponse {
  switch (problem.kind) {
    case 'balance_after_wrong':
      return {
        kind: problem.kind,
        account_id: problem.account_id,
        entry_id: problem.entry_id,
        expected: problem.expected,
        found: problem.found,
      };
    case 'projection_differs':
      return {
        kind: problem.kind,
        account_id: problem.account_id,
        rebuilt: problem.rebuilt,
        projected: problem.projected,
      };
    default:
      return { kind: problem.kind, account_id: problem.account_id, entry_id: problem.entry_id };
  }
}
