import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { type Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { ChatsResponse } from './chats.response';
import { ListChatsQuery } from './list-chats.query';

/** chats.php: the member's conversations (SPEC §7), polled with user.php. */
@MemberApi()
export class ChatsHttpController extends BusController {
  @GetNoStore('chats.php')
  chats(@MemberId() memberId: number, @RequestLocale() locale: Locale): Promise<ChatsResponse> {
    return this.queryBus.execute(new ListChatsQuery(memberId, locale));
  }
}
