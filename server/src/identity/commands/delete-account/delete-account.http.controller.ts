import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { logOut } from '../../../shared/http/member-login';
import { DeleteAccountCommand } from './delete-account.command';
import { DeleteAccountRequestDto } from './delete-account.request.dto';
import { OkResponse } from '../../../shared/http/ok.response';

@Controller('api')
export class DeleteAccountHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('delete-account.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async delete(
    @Req() request: Request,
    @CurrentMember() member: SessionMember,
    @Body() body: DeleteAccountRequestDto,
  ): Promise<OkResponse> {
    await this.commandBus.execute(new DeleteAccountCommand(member.id, body.reason, body.remarks));
    await logOut(request);
    return { ok: true };
  }
}
