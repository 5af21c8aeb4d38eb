import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { ResendActivationCommand } from './resend-activation.command';
import { OkResponse } from '../../../shared/http/ok.response';

@Controller('api')
export class ResendActivationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('activate-resend.php')
  @HttpCode(200)
  @UseGuards(MemberAuthGuard)
  async resend(@CurrentMember() member: SessionMember): Promise<OkResponse> {
    await this.commandBus.execute(new ResendActivationCommand(member.id));
    return { ok: true };
  }
}
