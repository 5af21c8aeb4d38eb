import { Body, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { UpdateAccountCommand, UpdateAccountRequestDto } from '../../../identity/identity.contracts';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query';
import { UserAnswer } from '../../queries/get-current-user/user.response';
import { MemberApi } from '../../../shared/http/member-api';

/** PUT /api/user.php: language and invisible mode; answers the updated `user`. */
@MemberApi()
export class UpdateAccountHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Put('user.php')
  async update(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: UpdateAccountRequestDto,
  ): Promise<UserAnswer> {
    await this.commandBus.execute(new UpdateAccountCommand(member.id, body));
    if (body.language !== undefined) {
      // Server messages follow the new language at once.
      member.language = body.language;
      (request.session as unknown as { passport?: { user?: SessionMember } }).passport!.user!.language =
        body.language;
    }
    return { user: await this.queryBus.execute(new GetCurrentUserQuery(member.id)) };
  }
}
