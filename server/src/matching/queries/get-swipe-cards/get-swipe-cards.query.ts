import { Query } from '@nestjs/cqrs';
import type { SwipeCardsResponse } from './swipe-cards.response';

/** The swipe game's next cards for a member, with the likes left today. */
export class GetSwipeCardsQuery extends Query<SwipeCardsResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
