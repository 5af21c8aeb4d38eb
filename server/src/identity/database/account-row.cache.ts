import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { RowCache } from '../../shared/database/row-cache';
import { RowChangeFeed } from '../../shared/database/row-change-feed';
import type { CurrentAccountRow, SessionCheckRow } from './account-rows';

/**
 * The session check's account row, kept per instance: every request of a logged-in member reads it.
 * Identity's writers of its columns call `writing(id)`; a change from anywhere else (another instance, an
 * operator) arrives as a row-change notice.
 */
@Injectable()
export class AccountRowCache extends RowCache<(SessionCheckRow & CurrentAccountRow) | null> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['accounts'] });
  }
}
