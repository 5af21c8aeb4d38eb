import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { ListLikesQuery } from './list-likes.query';
import { LikesResponse } from './likes.response';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

@MemberApi()
export class LikesHttpController extends BusController {
  @GetNoStore('likes.php')
  likes(@MemberId() memberId: number): Promise<LikesResponse> {
    return this.queryBus.execute(new ListLikesQuery(memberId));
  }
}
