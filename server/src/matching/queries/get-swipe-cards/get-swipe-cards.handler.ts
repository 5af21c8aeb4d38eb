import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { SuggestMembersQuery } from '../../../profiles/profiles.contracts';
import { SwipesRepository } from '../../database/swipes.repository';
import { SWIPE_CARDS_PER_PAGE } from '../../domain/swipe-limits';
import { GetSwipeCardsQuery } from './get-swipe-cards.query';
import { SwipeAllowanceReader } from './swipe-allowance.reader';
import type { SwipeCardsResponse } from './swipe-cards.response';
import { toSwipeState } from './swipe-state.response';

@QueryHandler(GetSwipeCardsQuery)
export class GetSwipeCardsHandler implements IQueryHandler<GetSwipeCardsQuery> {
  constructor(
    private readonly swipes: SwipesRepository,
    private readonly allowance: SwipeAllowanceReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId }: GetSwipeCardsQuery): Promise<SwipeCardsResponse> {
    // Profiles decides who may be shown (site, sought gender, visible, not blocked); we only add who was swiped.
    const swiped = await this.swipes.swipedIds(memberId);
    const cards = await this.queryBus.execute(
      new SuggestMembersQuery(memberId, swiped, SWIPE_CARDS_PER_PAGE),
    );
    return { cards, ...toSwipeState(await this.allowance.of(memberId)) };
  }
}
