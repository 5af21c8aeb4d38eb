import { Body } from '@nestjs/common';
import { MemberApi } from '../../../shared/http/member-api';
import { CurrentSession, type MemberSession } from '../../../shared/http/member-session';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { ChangePasswordCommand } from './change-password.command';
import { ChangePasswordRequestDto } from './change-password.request.dto';
import { BusController } from '../../../shared/http/bus-controller';

@MemberApi()
export class ChangePasswordHttpController extends BusController {
  @PostAction('password.php')
  async change(
    @CurrentSession() session: MemberSession,
    @Body() body: ChangePasswordRequestDto,
  ): Promise<OkResponse> {
    const { id } = session.member;
    const epoch = await this.commandBus.execute(
      new ChangePasswordCommand(id, body.old_password, body.new_password),
    );
    // Every other session has ended; this one goes on under a new session id.
    await session.renew(epoch);
    return { ok: true };
  }
}
