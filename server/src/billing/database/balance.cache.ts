import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { RowCache } from '../../shared/database/row-cache';
import { RowChangeFeed } from '../../shared/database/row-change-feed';

/**
 * Projected balances, kept per instance: user.php shows the member's on every poll. LedgerWriter, the
 * only writer, calls `writing(id)`; the writes of other instances arrive as row-change notices.
 */
@Injectable()
export class BalanceCache extends RowCache<number> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['credit_balances'] });
  }
}
