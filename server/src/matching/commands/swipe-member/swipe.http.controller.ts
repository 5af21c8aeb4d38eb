import { Body } from '@nestjs/common';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { SWIPES_PER_HOUR } from '../../domain/swipe-limits';
import { GetSwipeCardsQuery } from '../../queries/get-swipe-cards/get-swipe-cards.query';
import { SwipeCardsResponse } from '../../queries/get-swipe-cards/swipe-cards.response';
import { toSwipeState } from '../../queries/get-swipe-cards/swipe-state.response';
import { UndoPassCommand } from '../undo-pass/undo-pass.command';
import { SwipeMemberCommand } from './swipe-member.command';
import { SwipeRequestDto } from './swipe.request.dto';
import { SwipeResponse } from './swipe.response';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

/** swipe.php: the swipe game's cards (GET) and a like, pass or undo of a pass (POST). */
@MemberApi()
export class SwipeHttpController extends BusController {
  @GetNoStore('swipe.php')
  cards(@MemberId() memberId: number): Promise<SwipeCardsResponse> {
    return this.queryBus.execute(new GetSwipeCardsQuery(memberId));
  }

  @PostAction('swipe.php')
  @RateLimitedPerMember(SWIPES_PER_HOUR)
  async swipe(@MemberId() memberId: number, @Body() body: SwipeRequestDto): Promise<SwipeResponse> {
    if (body.action === 'undo') {
      const allowance = await this.commandBus.execute(new UndoPassCommand(memberId, body.id));
      return { match: false, ...toSwipeState(allowance) };
    }
    const { match, allowance } = await this.commandBus.execute(
      new SwipeMemberCommand(memberId, body.id, body.action),
    );
    return { match, ...toSwipeState(allowance) };
  }
}
