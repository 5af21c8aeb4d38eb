import { Body, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { OkResponse } from '../../../shared/http/ok.response';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { logIn } from '../../../shared/http/member-login';
import { ChangePasswordCommand } from './change-password.command';
import { ChangePasswordRequestDto } from './change-password.request.dto';
import { MemberApi } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';

@MemberApi()
export class ChangePasswordHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('password.php')
  async change(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: ChangePasswordRequestDto,
  ): Promise<OkResponse> {
    const epoch = await this.commandBus.execute(
      new ChangePasswordCommand(member.id, body.old_password, body.new_password),
    );
    // Every other session has ended; this one goes on under a new session id.
    await logIn(request, { id: member.id, language: member.language, epoch });
    return { ok: true };
  }
}
