import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { RowCache } from '../../shared/database/row-cache';
import { RowChangeFeed } from '../../shared/database/row-change-feed';
import type { NotificationPreferencesRow } from './notification-preferences.row';

/**
 * Members' mail switches, kept per instance for the check every message, like and match makes before it
 * notes a mail item. The repository's writer calls `writing`; other changes arrive as row-change notices.
 */
@Injectable()
export class NotificationPreferencesCache extends RowCache<NotificationPreferencesRow | null> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['notification_preferences'] });
  }
}
