import { Body } from '@nestjs/common';
import { OkResponse } from '../../../shared/http/ok.response';
import { RequestEmailChangeCommand } from './request-email-change.command';
import { RequestEmailChangeRequestDto } from './request-email-change.request.dto';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

@MemberApi()
export class RequestEmailChangeHttpController extends BusController {
  @PostAction('mail-change.php')
  request(@MemberId() memberId: number, @Body() body: RequestEmailChangeRequestDto): Promise<OkResponse> {
    return this.done(new RequestEmailChangeCommand(memberId, body.email, body.password));
  }
}
