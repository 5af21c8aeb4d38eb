import { Body, Put } from '@nestjs/common';
import { UpdateAccountCommand, UpdateAccountRequestDto } from '../../../identity/identity.contracts';
import { CurrentSession, type MemberSession } from '../../../shared/http/member-session';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { UserAnswer } from '../../queries/get-current-user/user.response';
import { MemberApi } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

/** PUT /api/user.php: language and invisible mode; answers the updated `user`. */
@MemberApi()
export class UpdateAccountHttpController extends BusController {
  @Put('user.php')
  async update(
    @CurrentSession() session: MemberSession,
    @Body() body: UpdateAccountRequestDto,
  ): Promise<UserAnswer> {
    const { id } = session.member;
    await this.commandBus.execute(new UpdateAccountCommand(id, body));
    if (body.language !== undefined) session.setLanguage(body.language);
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(id)) };
  }
}
