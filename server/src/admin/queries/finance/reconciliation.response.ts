import { ApiProperty } from '@nestjs/swagger';
import type { LedgerKind } from '../../../billing/billing.contracts';

const PROBLEM_KINDS = [
  'hash_mismatch',
  'chain_broken',
  'negative_balance',
  'balance_after_wrong',
  'projection_differs',
] as const;

/** A ledger problem; which numbers it carries depends on its kind. */
export class ReconciliationProblemResponse {
  @ApiProperty({ enum: PROBLEM_KINDS, enumName: 'ReconciliationProblemKind' })
  kind: (typeof PROBLEM_KINDS)[number];
  account_id: number;
  /** All kinds but projection_differs. */
  entry_id?: number;
  /** balance_after_wrong: the balance the entries give, and the one the entry holds. */
  expected?: number;
  found?: number;
  /** projection_differs: the balance rebuilt from the ledger, and the projected one (null: no row). */
  rebuilt?: number;
  projected?: number | null;
}

export class ReconciliationTotalsResponse {
  /** Sum of the amounts per ledger kind (every kind, 0 when it has none). */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  by_kind: Record<LedgerKind, number>;
  balance_total: number;
}

/** `GET /admin/api/reconciliation`: every balance rebuilt from the ledger and compared. */
export class ReconciliationResponse {
  checked_at: string;
  entries: number;
  accounts: number;
  problems: ReconciliationProblemResponse[];
  totals: ReconciliationTotalsResponse;
}
