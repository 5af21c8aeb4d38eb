import { Body, Post } from '@nestjs/common';
import { ReportMemberCommand } from './report-member.command';
import { ReportMemberRequestDto } from './report-member.request.dto';
import { ReportResponse } from './report.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

/** Reports about a profile or one of its photos become complaints for the moderators. */
@MemberApi()
export class ReportMemberHttpController extends BusController {
  @Post('report.php')
  async report(@MemberId() memberId: number, @Body() body: ReportMemberRequestDto): Promise<ReportResponse> {
    const { id } = await this.commandBus.execute(
      new ReportMemberCommand(memberId, body.id, body.photo_id ?? null, body.reason, body.remarks ?? ''),
    );
    return { complaint: { id } };
  }
}
