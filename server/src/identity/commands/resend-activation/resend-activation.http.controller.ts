import { CommandBus } from '@nestjs/cqrs';
import { ResendActivationCommand } from './resend-activation.command';
import { OkResponse } from '../../../shared/http/ok.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';

@MemberApi()
export class ResendActivationHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('activate-resend.php')
  async resend(@MemberId() memberId: number): Promise<OkResponse> {
    await this.commandBus.execute(new ResendActivationCommand(memberId));
    return { ok: true };
  }
}
