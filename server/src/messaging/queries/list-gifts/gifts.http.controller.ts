import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { type Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { GiftsResponse } from './gifts.response';
import { ListGiftsQuery } from './list-gifts.query';

/** gifts.php: the gifts a member may send in a chat. */
@MemberApi()
export class GiftsHttpController extends BusController {
  @GetNoStore('gifts.php')
  gifts(@MemberId() memberId: number, @RequestLocale() locale: Locale): Promise<GiftsResponse> {
    return this.queryBus.execute(new ListGiftsQuery(memberId, locale));
  }
}
