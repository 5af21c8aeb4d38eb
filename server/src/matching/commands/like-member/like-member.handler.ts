import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { LikesRepository } from '../../database/likes.repository';
import { LikeMemberCommand } from './like-member.command';

@CommandHandler(LikeMemberCommand)
export class LikeMemberHandler implements ICommandHandler<LikeMemberCommand> {
  constructor(
    private readonly likes: LikesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ likerId, likedId }: LikeMemberCommand): Promise<{ match: boolean }> {
    if (likedId === likerId) throw ApiError.badRequest('cannot_like_self', 'matching.cannot_like_self');
    // Only a member the liker may see can be liked: not invisible, deleted, blocked either way or elsewhere.
    const [card] = await this.queryBus.execute(new GetMemberCardsQuery(likerId, [likedId]));
    if (!card) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    return this.likes.like(likerId, likedId);
  }
}
