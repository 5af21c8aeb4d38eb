import { Body, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReportMemberCommand } from './report-member.command';
import { ReportMemberRequestDto } from './report-member.request.dto';
import { ReportResponse } from './report.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';

/** Reports about a profile or one of its photos become complaints for the moderators. */
@MemberApi()
export class ReportMemberHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('report.php')
  async report(@MemberId() memberId: number, @Body() body: ReportMemberRequestDto): Promise<ReportResponse> {
    const { id } = await this.commandBus.execute(
      new ReportMemberCommand(memberId, body.id, body.photo_id ?? null, body.reason, body.remarks ?? ''),
    );
    return { complaint: { id } };
  }
}
