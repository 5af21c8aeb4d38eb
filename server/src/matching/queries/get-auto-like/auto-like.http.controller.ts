import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { AutoLikeResponse } from './auto-like.response';
import { GetAutoLikeQuery } from './get-auto-like.query';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

@MemberApi()
export class AutoLikeHttpController extends BusController {
  @GetNoStore('auto-like.php')
  autoLike(@MemberId() memberId: number): Promise<AutoLikeResponse> {
    return this.queryBus.execute(new GetAutoLikeQuery(memberId));
  }
}
