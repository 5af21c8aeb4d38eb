import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { RowCache } from '../../shared/database/row-cache';
import { RowChangeFeed } from '../../shared/database/row-change-feed';
import type { ProfileSummaryRow } from './profile-summary.row';

/**
 * The member's own profile summary (with the main photo), kept per instance: user.php shows it on every
 * poll. Profiles' writers of the profile and its photos call `writing(id)`; other changes arrive as
 * row-change notices of `profiles` and `photos` (keyed by profile id).
 */
@Injectable()
export class ProfileSummaryCache extends RowCache<ProfileSummaryRow | null> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['profiles', 'photos'] });
  }
}
