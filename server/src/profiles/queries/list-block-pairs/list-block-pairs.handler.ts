import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { type BlockPair, ListBlockPairsQuery } from './list-block-pairs.query';

@QueryHandler(ListBlockPairsQuery)
export class ListBlockPairsHandler implements IQueryHandler<ListBlockPairsQuery> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  execute({ after, limit }: ListBlockPairsQuery): Promise<BlockPair[]> {
    return this.blocks.pairsAfter(after, limit);
  }
}
