import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { RowCache } from '../../shared/database/row-cache';
import { RowChangeFeed } from '../../shared/database/row-change-feed';
import type { BlockRelations } from '../profiles.contracts';

/**
 * Whom each member blocked and who blocked them, kept per instance: every message sent and every search
 * page asks. MemberBlocksRepository calls `writing` for both members of a block it adds or lifts; any
 * other change (another instance, an erasure's cascade) arrives as a row-change notice naming both.
 */
@Injectable()
export class BlockRelationsCache extends RowCache<BlockRelations> {
  constructor(feed: RowChangeFeed, @Inject(CLOCK) clock: Clock) {
    super(feed, clock, { tables: ['member_blocks'] });
  }
}
