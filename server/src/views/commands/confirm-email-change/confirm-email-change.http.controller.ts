import { Body, Controller } from '@nestjs/common';
import {
  ConfirmEmailChangeCommand,
  ConfirmEmailChangeRequestDto,
} from '../../../identity/identity.contracts';
import { OptionalMemberId } from '../../../shared/http/current-member.decorator';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { UserAnswer } from '../../queries/get-current-user/user.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

/**
 * POST /api/mail-change-do.php: the link from the new address. Answers the updated `user` when it was
 * followed in the member's own session, else `{ok: true}` (a phone's mail app without the session).
 */
@Controller('api')
export class ConfirmEmailChangeHttpController extends BusController {
  @PostAction('mail-change-do.php')
  async confirm(
    @OptionalMemberId() memberId: number | null,
    @Body() body: ConfirmEmailChangeRequestDto,
  ): Promise<UserAnswer | { ok: true }> {
    const { accountId } = await this.commandBus.execute(new ConfirmEmailChangeCommand(body.token));
    if (memberId === accountId)
      return { user: await this.queryBus.execute(new GetCurrentUserQuery(accountId)) };
    return { ok: true };
  }
}
