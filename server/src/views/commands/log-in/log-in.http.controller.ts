import { Body, Controller, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LogInCommand, LogInRequestDto } from '../../../identity/identity.contracts';
import { logIn } from '../../../shared/http/member-login';
import { normaliseHost } from '../../../site/site.contracts';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { UserAnswer } from '../../queries/get-current-user/user.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

/** POST /api/user.php: identity checks the password; the answer is the whole `user` object. */
@Controller('api')
export class LogInHttpController extends BusController {
  @PostAction('user.php')
  async login(@Req() request: Request, @Body() body: LogInRequestDto): Promise<UserAnswer> {
    const member = await this.commandBus.execute(
      new LogInCommand(normaliseHost(request.hostname), body.email, body.password, request.ip ?? 'unknown'),
    );
    await logIn(request, member);
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(member.id)) };
  }
}
