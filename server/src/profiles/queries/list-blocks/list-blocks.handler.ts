import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { ListBlocksQuery } from './list-blocks.query';

@QueryHandler(ListBlocksQuery)
export class ListBlocksHandler implements IQueryHandler<ListBlocksQuery> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  execute({ blockerId }: ListBlocksQuery): Promise<{ id: number; name: string }[]> {
    return this.blocks.blockedBy(blockerId);
  }
}
