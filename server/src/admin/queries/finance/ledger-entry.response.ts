import { ApiProperty } from '@nestjs/swagger';
import { LEDGER_KINDS, type LedgerKind } from '../../../billing/billing.contracts';

/** One credit ledger entry: `GET /admin/api/ledger` (list) and `/admin/api/ledger/:id`. */
export class LedgerEntryResponse {
  id: number;
  account_id: number;
  @ApiProperty({ enum: LEDGER_KINDS, enumName: 'LedgerKind' })
  kind: LedgerKind;
  /** Signed credits. */
  amount: number;
  balance_after: number;
  reference: string;
  idempotency_key: string;
  actor: string;
  created_at: string;
  previous_hash: string | null;
  hash: string;
}
