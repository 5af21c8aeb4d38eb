import { Query } from '@nestjs/cqrs';

/** One block: `blockerId` blocked `blockedId`. */
export interface BlockPair {
  blockerId: number;
  blockedId: number;
}

/** The next `limit` blocks after `after` (from the first when null), in blocker then blocked order. */
export class ListBlockPairsQuery extends Query<BlockPair[]> {
  constructor(
    readonly after: BlockPair | null,
    readonly limit: number,
  ) {
    super();
  }
}
