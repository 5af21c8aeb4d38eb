import { Command, Query } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import type { AuditActor } from '../shared/audit/audit-trail';
import type { BundleRecord } from './database/bundle-admin.repository';
import type { DiscountCodeRecord, DiscountCodeUse } from './database/discount-code-admin.repository';
import type { AdminListExport } from '../shared/admin-list/list-export';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';
import type { LedgerKind } from './domain/ledger-kinds';

/** The public face of the billing module: the commands, queries and events other modules may use. */

export { PAYMENT_METHODS, type PaymentMethod } from './domain/payment-methods';
export { LEDGER_KINDS, type LedgerKind } from './domain/ledger-kinds';
export { ORDER_STATUSES, type OrderStatus } from './domain/order-statuses';
import { LedgerEntryRow } from './queries/admin/ledger-entry-row.response';
import { OrderAdminRow } from './queries/admin/order-admin-row.response';
import { FinanceChartsResponse } from './queries/admin/finance-charts.response';
export { LedgerEntryRow, OrderAdminRow, FinanceChartsResponse };

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

/**
 * Billing's spend as a SQL function, for a statement that stores its own row and pays for it in one round
 * trip (messaging's send): `billing_spend_credits(account int, kind text, amount int, key text,
 * at timestamptz, at_iso text)` answers the balance left. It spends `amount` credits once under `key`
 * (also the entry's reference, actor `member:<account>`), and raises INSUFFICIENT_CREDITS_SQLSTATE when
 * the credits fall short, which rolls the calling statement back. Billing owns the function (migration
 * StatementFunctions); the caller touches none of billing's tables. Run PrepareSpendInStatementCommand
 * before the statement.
 */
export const SPEND_CREDITS_FUNCTION = 'billing_spend_credits';
export const INSUFFICIENT_CREDITS_SQLSTATE = 'KC402';

/**
 * A statement calling SPEND_CREDITS_FUNCTION for this account is about to run on this instance: its
 * balance is read fresh until the change is reported (the member sees their spend at once).
 */
export class PrepareSpendInStatementCommand extends Command<void> {
  constructor(readonly accountId: number) {
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

/** Every ledger entry the filter holds, in the list's order, batch by batch (the CSV export). */
export class ExportLedgerEntriesQuery extends Query<AdminListExport<LedgerEntryRow>> {
  constructor(readonly params: Pick<AdminListParams, 'filter' | 'sort'>) {
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

/** Every order the filter holds, in the list's order, batch by batch (the CSV export). */
export class ExportOrdersQuery extends Query<AdminListExport<OrderAdminRow>> {
  constructor(readonly params: Pick<AdminListParams, 'filter' | 'sort'>) {
    super();
  }
}

// ── Finance actions of the admin console (each audited in the same transaction as its write) ────────

/**
 * Finance refunds a purchase from the console: the member's own rule (completed, within refund_days,
 * credits unspent) and the same `refund` ledger entry; audited as `orders.refund`. An order is refunded
 * once, however many ask at the same time (409 order_already_refunded for the others).
 */
export class RefundOrderByAdminCommand extends Command<OrderAdminRow> {
  constructor(
    readonly orderId: string,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** The body of a manual adjustment, as the console sent it (checked by the handler). */
export interface CreditAdjustmentInput {
  account_id?: unknown;
  /** Signed whole credits, not zero, at most 100000 either way. */
  amount?: unknown;
  /** Why (1 to 100 characters): the ledger entry's reference. */
  reason?: unknown;
  /** The console's key for this one adjustment (a retry with the same key adjusts once). */
  idempotency_key?: unknown;
}

/**
 * A manual credit adjustment by finance: one `adjustment` ledger entry (never below zero), audited as
 * `ledger.adjust`; the same idempotency key adjusts once (the same key with other details: 409).
 */
export class AdjustCreditsCommand extends Command<LedgerEntryRow> {
  constructor(
    readonly input: CreditAdjustmentInput,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/**
 * Daily revenue (per currency, by payment day; refunds by refund day) and credits sold (purchases) and
 * spent, for whole UTC days `from` to `to` (ISO dates, at most 366 days; the last 30 days by default).
 */
export class GetFinanceChartsQuery extends Query<FinanceChartsResponse> {
  constructor(
    readonly from: unknown,
    readonly to: unknown,
  ) {
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

// ── Operators' catalogue: discount codes and credit bundles (issue 14 §2) ───────────────────────────

export type {
  BundleRecord as BundleAdminRecord,
  DiscountCodeRecord as DiscountCodeAdminRecord,
  DiscountCodeUse,
};

/** Filters: `id`, `site_id`, `q` (part of the code), `active`, `country`. Each with its `usage_count`. */
export class ListDiscountCodesQuery extends Query<AdminListPage<DiscountCodeRecord>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** Who used a code: the orders holding it (pending, completed or refunded), newest first. */
export class ListDiscountCodeUsesQuery extends Query<DiscountCodeUse[]> {
  constructor(readonly id: number) {
    super();
  }
}

/** The console's body (400 `invalid_field`, 409 `code_taken`); audited as `discount_codes.create`. */
export class CreateDiscountCodeCommand extends Command<DiscountCodeRecord> {
  constructor(
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** Audited as `discount_codes.update`. */
export class UpdateDiscountCodeCommand extends Command<DiscountCodeRecord> {
  constructor(
    readonly id: number,
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** Takes a code out of use (orders holding it keep it); audited as `discount_codes.deactivate`. */
export class DeactivateDiscountCodeCommand extends Command<DiscountCodeRecord> {
  constructor(
    readonly id: number,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** Credit bundles with their prices per country. Filters: `id`, `site_id`, `active`, `country`. */
export class ListBundlesAdminQuery extends Query<AdminListPage<BundleRecord>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** A bundle and its prices (400 `invalid_field`, 409 `bundle_taken`); audited as `bundles.create`. */
export class CreateBundleCommand extends Command<BundleRecord> {
  constructor(
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** `prices`, when given, replaces every price of the bundle; audited as `bundles.update`. */
export class UpdateBundleCommand extends Command<BundleRecord> {
  constructor(
    readonly id: number,
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

registerOutboxEvents(CreditsGranted, PremiumGranted, PremiumRevoked);

/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportBillingDataQuery } from './queries/export-billing-data/export-billing-data.query';
