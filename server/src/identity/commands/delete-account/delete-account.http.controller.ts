import { Body, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { logOut } from '../../../shared/http/member-login';
import { DeleteAccountCommand } from './delete-account.command';
import { DeleteAccountRequestDto } from './delete-account.request.dto';
import { OkResponse } from '../../../shared/http/ok.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';

@MemberApi()
export class DeleteAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('delete-account.php')
  async delete(
    @Req() request: Request,
    @MemberId() memberId: number,
    @Body() body: DeleteAccountRequestDto,
  ): Promise<OkResponse> {
    await this.commandBus.execute(new DeleteAccountCommand(memberId, body.reason, body.remarks));
    await logOut(request);
    return { ok: true };
  }
}
