import { Body } from '@nestjs/common';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { MemberIdRequestDto } from '../like-member/member-id.request.dto';
import { MarkLikeSeenCommand } from './mark-like-seen.command';
import { BusController } from '../../../shared/http/bus-controller';

/** POST /api/like-seen.php `{id}`: opening a liked-by profile (/likes/m/{id}, /members/{id}) clears its new-like flag (SPEC §4). */
@MemberApi()
export class LikeSeenHttpController extends BusController {
  @PostAction('like-seen.php')
  seen(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<OkResponse> {
    return this.done(new MarkLikeSeenCommand(memberId, body.id));
  }
}
