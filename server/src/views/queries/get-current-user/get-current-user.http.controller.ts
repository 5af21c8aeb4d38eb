import { Controller, Get, Header, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { LoggedInMember } from '../../../identity/identity.contracts';
import { logOut } from '../../../shared/http/member-login';
import { GetCurrentUserQuery } from './get-current-user.query';
import { UserAnswer } from './user.response';

/** GET /api/user.php: polled by every open app every 60 s, so it stays a few reads by key. */
@Controller('api')
export class GetCurrentUserHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('user.php')
  @Header('Cache-Control', 'no-store')
  async current(@Req() request: Request): Promise<UserAnswer> {
    const member = request.user as LoggedInMember | undefined;
    if (!member) return { user: null };
    const user = await this.queryBus.execute(new GetCurrentUserQuery(member.id, member.account));
    if (!user) await logOut(request); // deleted since: the session ends everywhere
    return { user };
  }
}
