import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OkResponse } from '../../../shared/http/ok.response';
import { RequestEmailChangeCommand } from './request-email-change.command';
import { RequestEmailChangeRequestDto } from './request-email-change.request.dto';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';

@MemberApi()
export class RequestEmailChangeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('mail-change.php')
  async request(
    @MemberId() memberId: number,
    @Body() body: RequestEmailChangeRequestDto,
  ): Promise<OkResponse> {
    await this.commandBus.execute(new RequestEmailChangeCommand(memberId, body.email, body.password));
    return { ok: true };
  }
}
