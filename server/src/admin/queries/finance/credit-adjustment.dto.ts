/** `POST /admin/api/adjustments`. */
export class CreditAdjustmentRequest {
  account_id: number;
  /** Signed whole credits, not zero, at most 100000 either way; the balance never goes below zero. */
  amount: number;
  /** 1 to 100 characters; the ledger entry's reference. */
  reason: string;
  /** 8 to 100 letters, digits, `-` or `_`, new for each adjustment: a retry with it adjusts once. */
  idempotency_key: string;
}
