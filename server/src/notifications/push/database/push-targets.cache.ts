import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { RowCache } from '../../../shared/database/row-cache';
import { RowChangeFeed } from '../../../shared/database/row-change-feed';

/**
 * Whether a member has a push device switched on, kept per instance: every message, like and match asks
 * before it queues a push, and most members have none. The repository's writers call `writing`; other
 * changes (another instance, a device gone, one moving to another member) arrive as row-change notices.
 */
@Injectable()
export class PushTargetsCache extends RowCache<boolean> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['push_subscriptions'] });
  }
}
