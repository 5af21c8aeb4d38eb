import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { ChatsResponse } from './chats.response';
import { ListChatsQuery } from './list-chats.query';

/** chats.php: the member's conversations (SPEC §7), polled with user.php. */
@MemberApi()
export class ChatsHttpController extends BusController {
  @GetNoStore('chats.php')
  chats(@MemberId() memberId: number): Promise<ChatsResponse> {
    return this.queryBus.execute(new ListChatsQuery(memberId));
  }
}
