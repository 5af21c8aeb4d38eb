import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { LikeTotals } from '../list-likes/likes.response';
import { CountNewLikesQuery } from './count-new-likes.query';

/**
 * GET /api/like-totals.php: likes.php's `totals` alone, for the badge and the title's count, which poll
 * every minute (SPEC §4) and need no lists of cards.
 */
@MemberApi()
export class LikeTotalsHttpController extends BusController {
  @GetNoStore('like-totals.php')
  async totals(@MemberId() memberId: number): Promise<LikeTotals> {
    return { new_likes: await this.queryBus.execute(new CountNewLikesQuery(memberId)) };
  }
}
