import { Body, Delete, Get, Post } from '@nestjs/common';
import { IsId } from '../../../shared/http/ids';
import { UnblockMemberCommand } from '../unblock-member/unblock-member.command';
import { ListBlocksQuery } from '../../queries/list-blocks/list-blocks.query';
import { BlockMemberCommand } from './block-member.command';
import { OkResponse } from '../../../shared/http/ok.response';
import { BlocksResponse } from '../../queries/list-blocks/blocks.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

class MemberIdDto {
  @IsId('profiles.member_not_found')
  id: number;
}

/** Blocking: the members one blocked, block one, unblock one. */
@MemberApi()
export class BlockHttpController extends BusController {
  @Get('blocks.php')
  async list(@MemberId() memberId: number): Promise<BlocksResponse> {
    return { blocks: await this.queryBus.execute(new ListBlocksQuery(memberId)) };
  }

  @Post('block.php')
  block(@MemberId() memberId: number, @Body() body: MemberIdDto): Promise<OkResponse> {
    return this.done(new BlockMemberCommand(memberId, body.id));
  }

  @Delete('block.php')
  unblock(@MemberId() memberId: number, @Body() body: MemberIdDto): Promise<OkResponse> {
    return this.done(new UnblockMemberCommand(memberId, body.id));
  }
}
