import { Body, Post } from '@nestjs/common';
import { HasConversationQuery } from '../../../messaging/messaging.contracts';
import { BlockMemberCommand, BlockMemberRequestDto } from '../../../profiles/profiles.contracts';
import { OkResponse } from '../../../shared/http/ok.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

/**
 * POST /api/block.php: profiles blocks the member when the blocker may see them or talks with them; the
 * latter is messaging's to say, and profiles sits below messaging, so the route sits here (as user.php's
 * writes do). 404 `member_not_found` for anyone else. Listing and unblocking stay in profiles.
 */
@MemberApi()
export class BlockMemberHttpController extends BusController {
  @Post('block.php')
  async block(@MemberId() memberId: number, @Body() body: BlockMemberRequestDto): Promise<OkResponse> {
    const chatPartner = await this.queryBus.execute(new HasConversationQuery(memberId, body.id));
    return this.done(new BlockMemberCommand(memberId, body.id, chatPartner));
  }
}
