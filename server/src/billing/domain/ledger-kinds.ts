/** The kinds of credit ledger entries (DESIGN.md §3). */
export const LEDGER_KINDS = [
  'signup_bonus',
  'purchase',
  'spend_message',
  'spend_photo',
  'spend_gift',
  'refund',
  'adjustment',
  'expiry',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
