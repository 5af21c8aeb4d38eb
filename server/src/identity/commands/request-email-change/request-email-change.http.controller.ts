import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { OkResponse } from '../../../shared/http/ok.response';
import { RequestEmailChangeCommand } from './request-email-change.command';
import { RequestEmailChangeRequestDto } from './request-email-change.request.dto';

@Controller('api')
export class RequestEmailChangeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('mail-change.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async request(
    @CurrentMember() member: SessionMember,
    @Body() body: RequestEmailChangeRequestDto,
  ): Promise<OkResponse> {
    await this.commandBus.execute(new RequestEmailChangeCommand(member.id, body.email, body.password));
    return { ok: true };
  }
}
