import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { LikesRepository } from '../../database/likes.repository';
import { CountNewLikesQuery } from './count-new-likes.query';

/**
 * The badge's count: the unseen likes among those likes.php lists, from members the member may still
 * see. Only the unseen likers' cards are asked for, so a member with hundreds of likes polls a few rows.
 */
@QueryHandler(CountNewLikesQuery)
export class CountNewLikesHandler implements IQueryHandler<CountNewLikesQuery> {
  constructor(
    private readonly likes: LikesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId }: CountNewLikesQuery): Promise<number> {
    const likers = await this.likes.unseenReceived(memberId);
    if (!likers.length) return 0;
    return (await this.queryBus.execute(new GetMemberCardsQuery(memberId, likers))).length;
  }
}
