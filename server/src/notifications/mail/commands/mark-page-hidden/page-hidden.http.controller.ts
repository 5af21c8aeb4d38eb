import { MemberApi, MemberId } from '../../../../shared/http/member-api';
import { BusController } from '../../../../shared/http/bus-controller';
import { OkResponse } from '../../../../shared/http/ok.response';
import { PostAction } from '../../../../shared/http/post-action.decorator';
import { SkipCsrf } from '../../../../shared/http/skip-csrf.decorator';
import { MarkPageHiddenCommand } from './mark-page-hidden.command';

@MemberApi()
export class PageHiddenHttpController extends BusController {
  /**
   * POST /api/page-hidden.php (SPEC §7): the app went to the background, sent as a beacon with an empty
   * JSON body (a beacon cannot carry X-Request-Type, so no CSRF header is asked; the session cookie is
   * SameSite=Lax, so another site's page cannot send it). Chat mails then go out although a socket is open.
   */
  @PostAction('page-hidden.php')
  @SkipCsrf()
  pageHidden(@MemberId() memberId: number): Promise<OkResponse> {
    return this.done(new MarkPageHiddenCommand(memberId));
  }
}
