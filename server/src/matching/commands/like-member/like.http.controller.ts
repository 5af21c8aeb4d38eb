import { Body } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { LIKES_PER_HOUR } from '../../domain/like-limits';
import { LikeMemberCommand } from './like-member.command';
import { LikeResponse } from './like.response';
import { MemberIdRequestDto } from './member-id.request.dto';

@MemberApi()
export class LikeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('like.php')
  @RateLimitedPerMember(LIKES_PER_HOUR)
  async like(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<LikeResponse> {
    const { match } = await this.commandBus.execute(new LikeMemberCommand(memberId, body.id));
    return { liked: true, match };
  }
}
