import { Body, Post } from '@nestjs/common';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { BusController } from '../../../shared/http/bus-controller';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { FileComplaintCommand } from '../../commands/file-complaint/file-complaint.command';
import { FileComplaintRequestDto } from '../../commands/file-complaint/file-complaint.request.dto';
import { GetOwnComplaintQuery, ListOwnComplaintsQuery } from './list-own-complaints.query';
import { FiledComplaintResponse, OwnComplaintsResponse } from './own-complaint.response';

/** /complaints: the member files complaints and follows their own (docs/api.md "Complaints"). */
@MemberApi()
export class ComplaintsHttpController extends BusController {
  @GetNoStore('complaints.php')
  async list(@MemberId() memberId: number): Promise<OwnComplaintsResponse> {
    return { complaints: await this.queryBus.execute(new ListOwnComplaintsQuery(memberId)) };
  }

  @Post('complaints.php')
  async file(
    @MemberId() memberId: number,
    @Body() body: FileComplaintRequestDto,
  ): Promise<FiledComplaintResponse> {
    const { id } = await this.commandBus.execute(
      new FileComplaintCommand(memberId, body.member_id, body.message_id ?? null, body.reason, body.text),
    );
    const complaint = await this.queryBus.execute(new GetOwnComplaintQuery(memberId, id));
    return { complaint: complaint! };
  }
}
