import { ResendActivationCommand } from './resend-activation.command';
import { OkResponse } from '../../../shared/http/ok.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { BusController } from '../../../shared/http/bus-controller';

@MemberApi()
export class ResendActivationHttpController extends BusController {
  @PostAction('activate-resend.php')
  resend(@MemberId() memberId: number): Promise<OkResponse> {
    return this.done(new ResendActivationCommand(memberId));
  }
}
