import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { MemberIdRequestDto } from '../like-member/member-id.request.dto';
import { MarkLikeSeenCommand } from './mark-like-seen.command';

/** POST /api/like-seen.php `{id}`: opening a liked-by profile (/likes/m/{id}) clears its new-like flag (SPEC §4). */
@MemberApi()
export class LikeSeenHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('like-seen.php')
  async seen(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<OkResponse> {
    await this.commandBus.execute(new MarkLikeSeenCommand(memberId, body.id));
    return { ok: true };
  }
}
