import { ApiProperty } from '@nestjs/swagger';
import { LEDGER_KINDS, type LedgerKind } from '../../domain/ledger-kinds';

/** A credit ledger entry as finance sees it (`GET /admin/api/ledger`, `/admin/api/ledger/:id`). */
export class LedgerEntryRow {
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
