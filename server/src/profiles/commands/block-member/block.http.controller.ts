import { Body, Delete, Get } from '@nestjs/common';
import { UnblockMemberCommand } from '../unblock-member/unblock-member.command';
import { ListBlocksQuery } from '../../queries/list-blocks/list-blocks.query';
import { OkResponse } from '../../../shared/http/ok.response';
import { BlocksResponse } from '../../queries/list-blocks/blocks.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';
import { BlockMemberRequestDto } from './block-member.request.dto';

/**
 * Blocking: the members one blocked, unblock one (whatever their state now). Blocking one is `views`'
 * POST block.php: whether the member is a chat partner is messaging's to say, and messaging sits above.
 */
@MemberApi()
export class BlockHttpController extends BusController {
  @Get('blocks.php')
  async list(@MemberId() memberId: number): Promise<BlocksResponse> {
    return { blocks: await this.queryBus.execute(new ListBlocksQuery(memberId)) };
  }

  @Delete('block.php')
  unblock(@MemberId() memberId: number, @Body() body: BlockMemberRequestDto): Promise<OkResponse> {
    return this.done(new UnblockMemberCommand(memberId, body.id));
  }
}
