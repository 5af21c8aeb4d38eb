// Shapes of the admin API (docs/api.md, "Admin"). To be replaced by the types generated from the
// server's OpenAPI document once it publishes one.

export type AdminRole = 'operator' | 'finance';

export const ADMIN_ROLES: readonly AdminRole[] = ['operator', 'finance'];

/** `POST /admin/api/login` and `GET /admin/api/me`. */
export interface AdminAccount {
  id: number | string;
  email: string;
  name: string;
  role: AdminRole;
}

/** `GET /admin/api/dashboard`. */
export interface DashboardFigures {
  members_total: number;
  members_by_gender: { male: number; female: number };
  fictional_total: number;
  photos_total: number;
  sites_total: number;
  signups_last_7_days: number;
}

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

/** `GET /admin/api/ledger` (list) and `/admin/api/ledger/:id`; `amount` in signed credits. */
export interface LedgerEntry {
  id: number;
  account_id: number;
  kind: LedgerKind;
  amount: number;
  balance_after: number;
  reference: string;
  idempotency_key: string;
  actor: string;
  created_at: string;
  previous_hash: string | null;
  hash: string;
}

export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The payment methods the server knows (server/src/billing/domain/payment-methods.ts). */
export const PAYMENT_METHODS = [
  'sdd',
  'prezelewy24',
  'blik',
  'sct',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;

/** `GET /admin/api/orders` (list) and `/admin/api/orders/:id`; money in minor units of `currency`. */
export interface Order {
  id: string;
  account_id: number;
  credits: number;
  country: string;
  currency: string;
  list_amount: number;
  amount: number;
  discount_code: string | null;
  discount_percentage: number;
  payment_method: string;
  provider: string;
  provider_payment_id: string | null;
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  refunded_at: string | null;
}

export type ReconciliationProblem =
  | { kind: 'hash_mismatch' | 'chain_broken' | 'negative_balance'; account_id: number; entry_id: number }
  | { kind: 'balance_after_wrong'; account_id: number; entry_id: number; expected: number; found: number }
  | { kind: 'projection_differs'; account_id: number; rebuilt: number; projected: number | null };

/** `GET /admin/api/reconciliation`: every balance rebuilt from the ledger and compared. */
export interface Reconciliation {
  checked_at: string;
  entries: number;
  accounts: number;
  problems: ReconciliationProblem[];
  totals: { by_kind: Record<LedgerKind, number>; balance_total: number };
}
