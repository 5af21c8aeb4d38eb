import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { DirectDebitRepository } from '../database/direct-debit.repository';

/**
 * A request nobody confirmed keeps nothing personal once its code has expired: IBAN, phone and address
 * are blanked, and the texts sent to that phone go unless another open request still needs them.
 * Runs every minute on the injected clock; it is idempotent, so instances may run it side by side.
 */
@Injectable()
export class DirectDebitErasure {
  constructor(
    private readonly requests: DirectDebitRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(60_000)
  async run(): Promise<number> {
    const now = this.clock.now();
    return this.requests.transaction(async (tx) => {
      const ids = await tx.lockLapsedRequests(now);
      if (ids.length) await tx.eraseDetails(ids, now);
      return ids.length;
    });
  }
}
