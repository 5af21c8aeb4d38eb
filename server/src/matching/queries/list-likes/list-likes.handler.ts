import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberCardsQuery, type MemberCard } from '../../../profiles/profiles.contracts';
import { type LikeRow, LikesRepository } from '../../database/likes.repository';
import { ListLikesQuery } from './list-likes.query';
import type { LikedProfile, LikesResponse } from './likes.response';

@QueryHandler(ListLikesQuery)
export class ListLikesHandler implements IQueryHandler<ListLikesQuery> {
  constructor(
    private readonly likes: LikesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId }: ListLikesQuery): Promise<LikesResponse> {
    const [given, received] = await Promise.all([this.likes.given(memberId), this.likes.received(memberId)]);
    const ids = [...new Set([...given, ...received].map((like) => like.id))];
    const cards = new Map(
      (await this.queryBus.execute(new GetMemberCardsQuery(memberId, ids))).map((card) => [card.id, card]),
    );
    const profiles = shown(given, cards, false);
    const likedBy = shown(received, cards, true);
    return {
      profiles,
      liked_by: likedBy,
      matches: profiles.filter((profile) => profile.match),
      totals: { new_likes: likedBy.filter((profile) => profile.like_new).length },
    };
  }
}

/** The likes whose member the viewer may still see (invisible, deleted and blocked members drop out). */
function shown(likes: LikeRow[], cards: Map<number, MemberCard>, received: boolean): LikedProfile[] {
  return likes.flatMap((like) => {
    const card = cards.get(like.id);
    if (!card) return [];
    return [
      {
        ...card,
        like_new: received && like.unseen,
        liked_at: like.created_at.toISOString(),
        match: like.mutual,
      },
    ];
  });
}
