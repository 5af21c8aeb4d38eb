import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import {
  type BlockPair,
  GetSearchProfilesQuery,
  ListBlockPairsQuery,
  ListProfileIdsQuery,
} from '../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { SearchBlocksRepository } from '../database/search-blocks.repository';
import { SearchEntriesRepository } from '../database/search-entries.repository';
import { SearchIndexer } from './search-indexer';

const PAGE = 2000;
const VACUUM_AFTER = 10_000;

/**
 * At start-up, indexes the profiles search does not know yet (the seed, members from before search,
 * a lost index) and copies the blocks when it holds none; events keep both current after that. Safe on several instances at once: an entry already
 * there is kept. Every hour, versions older than any cursor are swept.
 */
@Injectable()
export class FillSearchIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger(FillSearchIndex.name);

  constructor(
    private readonly entries: SearchEntriesRepository,
    private readonly blocks: SearchBlocksRepository,
    private readonly indexer: SearchIndexer,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const started = Date.now();
    const added = await this.fill();
    if (added > VACUUM_AFTER) await this.entries.vacuum();
    if (added) this.logger.log(`search index: ${added} members added in ${Date.now() - started} ms`);
    await this.copyBlocks();
  }

  /**
   * An empty copy of the blocks (the first start with it, or no blocks yet) takes profiles' blocks;
   * events keep it after that. Pairs already there are kept, so several instances may do it at once.
   */
  async copyBlocks(): Promise<void> {
    if (!(await this.blocks.isEmpty())) return;
    for (let after: BlockPair | null = null; ;) {
      const pairs: BlockPair[] = await this.queryBus.execute(new ListBlockPairsQuery(after, PAGE));
      await this.blocks.insertMissing(pairs);
      if (pairs.length < PAGE) return;
      after = pairs[pairs.length - 1]!;
    }
  }

  /** Indexes every profile missing from the index; answers how many it added. */
  async fill(): Promise<number> {
    let added = 0;
    for (let afterId = 0; ;) {
      // Ids first: a start with everything indexed reads no profile.
      const ids = await this.queryBus.execute(new ListProfileIdsQuery(afterId, PAGE));
      if (!ids.length) return added;
      afterId = ids[ids.length - 1]!;
      const indexed = new Set(await this.entries.indexedAmong(ids));
      const missing = ids.filter((id) => !indexed.has(id));
      if (!missing.length) continue;
      const profiles = await this.queryBus.execute(new GetSearchProfilesQuery(missing));
      await this.entries.insertMissing(await this.indexer.entriesOf(profiles), this.clock.now());
      added += profiles.length;
    }
  }

  @Cron(CronExpression.EVERY_HOUR)
  async sweep(): Promise<void> {
    await this.entries.sweep(this.clock.now());
  }
}
