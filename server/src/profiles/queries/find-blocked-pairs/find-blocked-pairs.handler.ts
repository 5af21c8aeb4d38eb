import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { FindBlockedPairsQuery, type MemberPair } from './find-blocked-pairs.query';

@QueryHandler(FindBlockedPairsQuery)
export class FindBlockedPairsHandler implements IQueryHandler<FindBlockedPairsQuery> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  async execute({ pairs }: FindBlockedPairsQuery): Promise<MemberPair[]> {
    return pairs.length ? this.blocks.blockedAmong(pairs) : [];
  }
}
