import { Body } from '@nestjs/common';
import { MemberApi } from '../../../shared/http/member-api';
import { CurrentSession, type MemberSession } from '../../../shared/http/member-session';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { DeleteAccountCommand } from './delete-account.command';
import { DeleteAccountRequestDto } from './delete-account.request.dto';
import { BusController } from '../../../shared/http/bus-controller';

@MemberApi()
export class DeleteAccountHttpController extends BusController {
  @PostAction('delete-account.php')
  async delete(
    @CurrentSession() session: MemberSession,
    @Body() body: DeleteAccountRequestDto,
  ): Promise<OkResponse> {
    await this.commandBus.execute(new DeleteAccountCommand(session.member.id, body.reason, body.remarks));
    await session.end();
    return { ok: true };
  }
}
