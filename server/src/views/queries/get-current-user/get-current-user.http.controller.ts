import { Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { LoggedInMember } from '../../../identity/identity.contracts';
import { logOut } from '../../../shared/http/member-login';
import { GetCurrentUserQuery } from './get-current-user.query';
import { UserAnswer } from './user.response';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

/** GET /api/user.php: polled by every open app every 60 s, so it stays a few reads by key. */
@Controller('api')
export class GetCurrentUserHttpController extends BusController {
  @GetNoStore('user.php')
  async current(@Req() request: Request): Promise<UserAnswer> {
    const member = request.user as LoggedInMember | undefined;
    if (!member) return { user: null };
    const user = await this.queryBus.execute(new GetCurrentUserQuery(member.id, member.account));
    if (!user) await logOut(request); // deleted since: the session ends everywhere
    return { user };
  }
}
