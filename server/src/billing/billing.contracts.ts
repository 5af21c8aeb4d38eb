import { Command, Query } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';
import type { LedgerKind } from './domain/ledger-kinds';

/** The public face of the billing module: the commands, queries and events other modules may use. */

export { PAYMENT_METHODS, type PaymentMethod } from './domain/payment-methods';
export { LEDGER_KINDS, type LedgerKind } from './domain/ledger-kinds';
export { ORDER_STATUSES, type OrderStatus } from './domain/order-statuses';
import { LedgerEntryRow } from './queries/admin/ledger-entry-row.response';
import { OrderAdminRow } from './queries/admin/order-admin-row.response';
export { LedgerEntryRow, OrderAdminRow };

export type SpendKind = Extract<LedgerKind, 'spend_message' | 'spend_photo' | 'spend_gift'>;

export type SpendResult =
  | { status: 'spent'; entryId: number; balance: number; replayed: boolean }
  | { status: 'insufficient_credits'; balance: number };

/**
 * Takes credits from a member. Never below zero, whatever runs at the same time; spends once per
 * idempotency key (the same key with other parameters is refused with 409 idempotency_conflict).
 */
export class SpendCreditsCommand extends Command<SpendResult> {
  constructor(
    readonly accountId: number,
    readonly amount: number,
    readonly kind: SpendKind,
    readonly reference: string,
    readonly idempotencyKey: string,
    /**
     * The caller's transaction, when the spend must commit or roll back with the caller's own writes (a
     * message exists if and only if it was paid). Billing still writes only its own tables through it.
     */
    readonly within?: EntityManager,
  ) {
    super();
  }
}

/** The member's current balance in credits (0 when they never had any). */
export class GetCreditBalanceQuery extends Query<number> {
  constructor(readonly accountId: number) {
    super();
  }
}

export class CreditsSpent {
  constructor(
    readonly accountId: number,
    readonly amount: number,
    readonly kind: SpendKind,
    readonly reference: string,
    readonly balance: number,
    readonly occurredAt: Date,
  ) {}
}

/** Credits came in (signup bonus, purchase, refund, adjustment). */
export class CreditsGranted {
  constructor(
    readonly accountId: number,
    readonly amount: number,
    readonly kind: LedgerKind,
    readonly reference: string,
    readonly balance: number,
    readonly occurredAt: Date,
  ) {}
}

/** The first completed purchase made the member a lifetime premium member (identity sets paid_user). */
export class PremiumGranted {
  constructor(
    readonly accountId: number,
    readonly orderId: string,
    readonly occurredAt: Date,
  ) {}
}

/** Every purchase was refunded: the member is no longer premium (identity clears paid_user). */
export class PremiumRevoked {
  constructor(
    readonly accountId: number,
    readonly orderId: string,
    readonly occurredAt: Date,
  ) {}
}

// ── Finance views of the admin console (read-only) ──────────────────────────────────────────────────

/** Filters: `id` (one id or a list), `account_id`, `kind`, `from` and `to` (ISO date, inclusive days in UTC, or date-time). */
export const LEDGER_LIST_FILTERS = ['id', 'account_id', 'kind', 'from', 'to'] as const;
export const LEDGER_SORT_FIELDS = ['id', 'created_at', 'amount', 'account_id'] as const;

/** Credit ledger entries for finance, newest first unless sorted otherwise. */
export class ListLedgerEntriesQuery extends Query<AdminListPage<LedgerEntryRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** Filters: `id` (one order id or a list), `account_id`, `status`, `payment_method`, `country` (two letters). */
export const ORDER_LIST_FILTERS = ['id', 'account_id', 'status', 'payment_method', 'country'] as const;
export const ORDER_SORT_FIELDS = ['id', 'created_at', 'amount', 'paid_at'] as const;

/** Orders for finance, newest first unless sorted otherwise. */
export class ListOrdersQuery extends Query<AdminListPage<OrderAdminRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

export type LedgerReconciliationProblem =
  | { kind: 'hash_mismatch' | 'chain_broken' | 'negative_balance'; account_id: number; entry_id: number }
  | { kind: 'balance_after_wrong'; account_id: number; entry_id: number; expected: number; found: number }
  | { kind: 'projection_differs'; account_id: number; rebuilt: number; projected: number | null };

export interface LedgerReconciliation {
  checked_at: string;
  /** Entries read and accounts whose balance was rebuilt from them. */
  entries: number;
  accounts: number;
  /** Empty when every entry, chain and projected balance matches (what `npm run ledger:verify` checks). */
  problems: LedgerReconciliationProblem[];
  totals: {
    /** Sum of the amounts per kind (every kind, 0 when it has no entries). */
    by_kind: Record<LedgerKind, number>;
    /** Sum of all balances rebuilt from the ledger. */
    balance_total: number;
  };
}

/** Rebuilds every balance from the ledger (one consistent snapshot) and compares it with the projection. */
export class GetLedgerReconciliationQuery extends Query<LedgerReconciliation> {}

registerOutboxEvents(CreditsGranted, PremiumGranted, PremiumRevoked);

/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportBillingDataQuery } from './queries/export-billing-data/export-billing-data.query';
