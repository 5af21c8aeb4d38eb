import { Body, Delete } from '@nestjs/common';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { LIKES_PER_HOUR } from '../../domain/like-limits';
import { UnlikeMemberCommand } from '../unlike-member/unlike-member.command';
import { LikeMemberCommand } from './like-member.command';
import { LikeResponse } from './like.response';
import { MemberIdRequestDto } from './member-id.request.dto';
import { BusController } from '../../../shared/http/bus-controller';

/** like.php: like a member (POST) or take the like back (DELETE), within one hourly limit. */
@MemberApi()
export class LikeHttpController extends BusController {
  @PostAction('like.php')
  @RateLimitedPerMember(LIKES_PER_HOUR)
  async like(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<LikeResponse> {
    const { match } = await this.commandBus.execute(new LikeMemberCommand(memberId, body.id));
    return { liked: true, match };
  }

  @Delete('like.php')
  @RateLimitedPerMember(LIKES_PER_HOUR)
  unlike(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<OkResponse> {
    return this.done(new UnlikeMemberCommand(memberId, body.id));
  }
}
