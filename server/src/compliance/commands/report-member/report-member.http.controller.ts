import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { ReportMemberCommand } from './report-member.command';
import { ReportMemberRequestDto } from './report-member.request.dto';
import { ReportResponse } from './report.response';

/** Reports about a profile or one of its photos become complaints for the moderators. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ReportMemberHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('report.php')
  @HttpCode(201)
  async report(
    @CurrentMember() member: SessionMember,
    @Body() body: ReportMemberRequestDto,
  ): Promise<ReportResponse> {
    const { id } = await this.commandBus.execute(
      new ReportMemberCommand(member.id, body.id, body.photo_id ?? null, body.reason, body.remarks ?? ''),
    );
    return { complaint: { id } };
  }
}
