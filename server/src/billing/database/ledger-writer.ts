import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { preparedQueryIn } from '../../shared/database/prepared-query';
import { ApiError } from '../../shared/errors/api-error';
import type { LedgerKind } from '../billing.contracts';
import { BalanceCache } from './balance.cache';

export interface NewEntry {
  accountId: number;
  kind: LedgerKind;
  /** Signed credits: positive in, negative out. */
  amount: number;
  reference: string;
  idempotencyKey: string;
  actor: string;
}

export type AppendResult =
  | { status: 'appended'; entryId: number; balance: number; replayed: boolean; at: Date }
  | { status: 'insufficient_credits'; balance: number };

interface ExistingEntry {
  id: string;
  account_id: number;
  kind: string;
  amount: number;
  reference: string;
  balance_after: number;
  created_at: Date;
}

/**
 * The only writer of the credit ledger: one entry per call, under a row lock on the account's balance,
 * so balances never go below zero and an idempotency key is used once.
 */
@Injectable()
export class LedgerWriter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: BalanceCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  append(entry: NewEntry): Promise<AppendResult> {
    if (!Number.isInteger(entry.amount) || entry.amount === 0) {
      throw ApiError.badRequest('invalid_amount', 'billing.invalid_amount');
    }
    return this.dataSource.transaction((manager) => this.appendWithin(manager, entry));
  }

  /** A transaction for appendWithin and the caller's own writes that must commit with the entry (its audit). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** For callers that change other rows in the same transaction (an order granting its credits). */
  async appendWithin(manager: EntityManager, entry: NewEntry): Promise<AppendResult> {
    const now = this.clock.now();
    this.balances.writing(entry.accountId);
    const appended = await this.appendToLockedRow(manager, entry, now);
    if (appended) return appended;
    // An account without a balance row yet: made first (a parallel first append makes the same one).
    await manager.query(
      `INSERT INTO credit_balances (account_id, balance, updated_at) VALUES ($1, 0, $2)
       ON CONFLICT (account_id) DO NOTHING`,
      [entry.accountId, now],
    );
    const afterMade = await this.appendToLockedRow(manager, entry, now);
    if (!afterMade) throw new Error(`credit balance of account ${entry.accountId} neither made nor found`);
    return afterMade;
  }

  /**
   * The usual append in one statement (billing_append_entry): the account's row locked, the entry with its
   * hash (worked out in SQL exactly as `entryHash` does) and the balance it leaves. Answers null when the
   * account has no balance row yet (the caller makes it first).
   */
  private async appendToLockedRow(
    manager: EntityManager,
    entry: NewEntry,
    now: Date,
  ): Promise<AppendResult | null> {
    const { rows } = await preparedQueryIn<{ balance: number; id: string | null }>(
      manager,
      'ledger-append-locked',
      `SELECT balance, id::text AS id FROM billing_append_entry($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.accountId,
        entry.kind,
        entry.amount,
        entry.reference,
        entry.idempotencyKey,
        entry.actor,
        now,
        now.toISOString(),
      ],
    ).catch((error: unknown) => {
      throw idempotencyConflictOf(error);
    });
    const [account] = rows;
    if (!account) return null;
    if (account.id !== null) {
      const balance = account.balance + entry.amount;
      return { status: 'appended', entryId: Number(account.id), balance, replayed: false, at: now };
    }
    // Nothing appended: the key was used already (a retry), or the credits fall short.
    const existing = await this.existing(manager, entry.idempotencyKey);
    if (existing) return this.replay(existing, entry, account.balance);
    if (account.balance + entry.amount < 0)
      return { status: 'insufficient_credits', balance: account.balance };
    throw new Error(`ledger entry ${entry.idempotencyKey} neither appended nor found`);
  }

  private async existing(manager: EntityManager, idempotencyKey: string): Promise<ExistingEntry | undefined> {
    const [existing] = (await manager.query(
      `SELECT id, account_id, kind, amount, reference, balance_after, created_at
         FROM credit_ledger WHERE idempotency_key = $1`,
      [idempotencyKey],
    )) as ExistingEntry[];
    return existing;
  }

  /** A retried call: the same key with the same parameters answers the first result; other parameters are refused. */
  private replay(existing: ExistingEntry, entry: NewEntry, balance: number): AppendResult {
    const same =
      existing.account_id === entry.accountId &&
      existing.kind === entry.kind &&
      existing.amount === entry.amount &&
      existing.reference === entry.reference;
    if (!same) throw new ApiError(409, 'idempotency_conflict', 'billing.idempotency_conflict');
    return {
      status: 'appended',
      entryId: Number(existing.id),
      balance,
      replayed: true,
      at: existing.created_at,
    };
  }
}

/** The key was just used for another account (that account's lock does not cover this one): a 409. */
function idempotencyConflictOf(error: unknown): unknown {
  return (error as { code?: string }).code === '23505'
    ? new ApiError(409, 'idempotency_conflict', 'billing.idempotency_conflict')
    : error;
}
