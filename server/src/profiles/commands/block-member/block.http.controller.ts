import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { IsId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { UnblockMemberCommand } from '../unblock-member/unblock-member.command';
import { ListBlocksQuery } from '../../queries/list-blocks/list-blocks.query';
import { BlockMemberCommand } from './block-member.command';
import { OkResponse } from '../../../shared/http/ok.response';
import { BlocksResponse } from '../../queries/list-blocks/blocks.response';

class MemberIdDto {
  @IsId('profiles.member_not_found')
  id: number;
}

/** Blocking: the members one blocked, block one, unblock one. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class BlockHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('blocks.php')
  async list(@CurrentMember() member: SessionMember): Promise<BlocksResponse> {
    return { blocks: await this.queryBus.execute(new ListBlocksQuery(member.id)) };
  }

  @Post('block.php')
  @HttpCode(201)
  async block(@CurrentMember() member: SessionMember, @Body() body: MemberIdDto): Promise<OkResponse> {
    await this.commandBus.execute(new BlockMemberCommand(member.id, body.id));
    return { ok: true };
  }

  @Delete('block.php')
  async unblock(@CurrentMember() member: SessionMember, @Body() body: MemberIdDto): Promise<OkResponse> {
    await this.commandBus.execute(new UnblockMemberCommand(member.id, body.id));
    return { ok: true };
  }
}
