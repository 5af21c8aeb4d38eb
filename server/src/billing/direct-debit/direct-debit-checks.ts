import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { DirectDebitRepository } from '../database/direct-debit.repository';
import type { DirectDebitTransaction } from '../database/direct-debit.transaction';
import { DIRECT_DEBIT_LIMITS, withinDirectDebitLimits } from './direct-debit-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a member may have one more direct debit: not blocked, and within the limits per 30 days. */
@Injectable()
export class DirectDebitChecks {
  constructor(
    private readonly requests: DirectDebitRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async ensureNotBlocked(accountId: number): Promise<void> {
    if (await this.requests.isBlocked(accountId)) {
      throw new ApiError(403, 'direct_debit_blocked', 'billing.dd_blocked');
    }
  }

  /** Decided under the account's lock (`tx.lockAccount`), counting open requests other than `except`. */
  async withinLimits(
    tx: DirectDebitTransaction,
    accountId: number,
    amount: number,
    except: string | null = null,
  ): Promise<boolean> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - DIRECT_DEBIT_LIMITS.days * DAY_MS);
    return withinDirectDebitLimits(await tx.recentDebits(accountId, since, now, except), amount);
  }

  /**
   * A debit without a request of its own (a repeat order on the stored mandate): `place` runs only when
   * the member is not blocked and within the limits, decided under the account's lock in the transaction
   * `place` writes the order in, so repeats sent at once count each other. `first` runs under that lock
   * before the checks (a retry of a debit placed already is answered, not refused for the limit).
   */
  placeWithinLimits<T>(
    accountId: number,
    amount: number,
    place: (manager: EntityManager) => Promise<T>,
    first?: (manager: EntityManager) => Promise<void>,
  ): Promise<T> {
    return this.requests.transaction(async (tx) => {
      await tx.lockAccount(accountId);
      await first?.(tx.manager);
      await this.ensureNotBlocked(accountId);
      if (!(await this.withinLimits(tx, accountId, amount))) throw this.limitReached();
      return place(tx.manager);
    });
  }

  limitReached(): ApiError {
    return new ApiError(403, 'direct_debit_limit_reached', 'billing.dd_limit_reached');
  }
}
