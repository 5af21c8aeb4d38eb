import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { type BlockRelations, GetBlockRelationsQuery } from '../../profiles.contracts';

@QueryHandler(GetBlockRelationsQuery)
export class GetBlockRelationsHandler implements IQueryHandler<GetBlockRelationsQuery> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  execute(query: GetBlockRelationsQuery): Promise<BlockRelations> {
    return query.fresh
      ? this.blocks.currentRelationsOf(query.profileId)
      : this.blocks.relationsOf(query.profileId);
  }
}
