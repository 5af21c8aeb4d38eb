import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberBlockEntity } from '../../database/member-block.entity';
import { type BlockRelations, GetBlockRelationsQuery } from '../../profiles.contracts';

@QueryHandler(GetBlockRelationsQuery)
export class GetBlockRelationsHandler implements IQueryHandler<GetBlockRelationsQuery, BlockRelations> {
  constructor(@InjectRepository(MemberBlockEntity) private readonly blocks: Repository<MemberBlockEntity>) {}

  async execute(query: GetBlockRelationsQuery): Promise<BlockRelations> {
    const [blocked, blockedBy] = await Promise.all([
      this.blocks.findBy({ blockerId: query.profileId }),
      this.blocks.findBy({ blockedId: query.profileId }),
    ]);
    return { blocked: blocked.map((row) => row.blockedId), blockedBy: blockedBy.map((row) => row.blockerId) };
  }
}
