import { Body, Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../shared/http/member-api';
import { OkResponse } from '../../../shared/http/ok.response';
import { LIKES_PER_HOUR } from '../../domain/like-limits';
import { MemberIdRequestDto } from '../like-member/member-id.request.dto';
import { UnlikeMemberCommand } from './unlike-member.command';

@MemberApi()
export class UnlikeHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Delete('like.php')
  @RateLimitedPerMember(LIKES_PER_HOUR)
  async unlike(@MemberId() memberId: number, @Body() body: MemberIdRequestDto): Promise<OkResponse> {
    await this.commandBus.execute(new UnlikeMemberCommand(memberId, body.id));
    return { ok: true };
  }
}
