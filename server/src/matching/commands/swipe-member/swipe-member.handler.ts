import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { LikesRepository } from '../../database/likes.repository';
import { SwipesRepository } from '../../database/swipes.repository';
import { SwipeLimitReached } from '../../domain/swipe-limit-reached';
import { SWIPE_LIKES_PER_DAY } from '../../domain/swipe-limits';
import { SwipeAllowanceReader } from '../../queries/get-swipe-cards/swipe-allowance.reader';
import { swipeLimitError } from './swipe-limit.error';
import { SwipeMemberCommand } from './swipe-member.command';

@CommandHandler(SwipeMemberCommand)
export class SwipeMemberHandler implements ICommandHandler<SwipeMemberCommand> {
  constructor(
    private readonly likes: LikesRepository,
    private readonly swipes: SwipesRepository,
    private readonly allowance: SwipeAllowanceReader,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId, targetId, action }: SwipeMemberCommand) {
    if (targetId === memberId) throw ApiError.badRequest('cannot_like_self', 'matching.cannot_like_self');
    // Only a card the member may see can be swiped: not invisible, deleted, blocked either way or elsewhere.
    const [card] = await this.queryBus.execute(new GetMemberCardsQuery(memberId, [targetId]));
    if (!card) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    const day = await this.allowance.dayOf(memberId);

    if (action === 'pass') {
      await this.swipes.pass(memberId, targetId);
      return { match: false, allowance: await this.allowance.of(memberId, day) };
    }
    try {
      // A swipe like is a like (matches, MatchMade); only a new one counts against the day's likes.
      const quota = this.swipes.takeLikeOf(memberId, day.day, SWIPE_LIKES_PER_DAY);
      const { match } = await this.likes.like(memberId, targetId, quota);
      return { match, allowance: await this.allowance.of(memberId, day) };
    } catch (error) {
      if (error instanceof SwipeLimitReached) throw swipeLimitError(day, this.clock.now());
      throw error;
    }
  }
}
