import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { ChatTotals } from '../list-chats/chats.response';
import { CountUnreadMessagesQuery } from './count-unread-messages.query';

/**
 * GET /api/chat-totals.php: chats.php's `unread` alone, for the messages badge and the title's count,
 * which poll every minute (SPEC §4) and need no list of chats with their cards.
 */
@MemberApi()
export class ChatTotalsHttpController extends BusController {
  @GetNoStore('chat-totals.php')
  async totals(@MemberId() memberId: number): Promise<ChatTotals> {
    return { unread: await this.queryBus.execute(new CountUnreadMessagesQuery(memberId)) };
  }
}
