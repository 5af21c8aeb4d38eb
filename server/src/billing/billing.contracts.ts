import { Command, Query } from '@nestjs/cqrs';

/** The public face of the billing module: the commands, queries and events other modules may use. */

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
