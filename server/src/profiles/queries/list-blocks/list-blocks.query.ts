import { Query } from '@nestjs/cqrs';
import type { BlockedMember } from './blocks.response';

/** The members a member blocked (/settings: unblock them again). */
export class ListBlocksQuery extends Query<BlockedMember[]> {
  constructor(readonly blockerId: number) {
    super();
  }
}
