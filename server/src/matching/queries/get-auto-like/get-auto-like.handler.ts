import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberCardsQuery, SuggestMembersQuery } from '../../../profiles/profiles.contracts';
import { LikesRepository } from '../../database/likes.repository';
import type { AutoLikeResponse } from './auto-like.response';
import { GetAutoLikeQuery } from './get-auto-like.query';

@QueryHandler(GetAutoLikeQuery)
export class GetAutoLikeHandler implements IQueryHandler<GetAutoLikeQuery> {
  constructor(
    private readonly likes: LikesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId }: GetAutoLikeQuery): Promise<AutoLikeResponse> {
    const unseen = (await this.likes.received(memberId)).filter((like) => like.unseen).map((like) => like.id);
    // newest first; a liker who has since become invisible or blocked drops out
    const [liker] = await this.queryBus.execute(new GetMemberCardsQuery(memberId, unseen));
    if (liker) return { profile: liker, reason: 'liked_you' };
    const liked = (await this.likes.given(memberId)).map((like) => like.id);
    const [suggestion] = await this.queryBus.execute(new SuggestMembersQuery(memberId, liked, 1));
    return suggestion ? { profile: suggestion, reason: 'suggested' } : { profile: null };
  }
}
