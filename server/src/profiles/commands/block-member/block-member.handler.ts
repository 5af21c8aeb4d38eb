import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { MayTargetMemberQuery } from '../../queries/may-target-member/may-target-member.query';
import { BlockMemberCommand } from './block-member.command';

@CommandHandler(BlockMemberCommand)
export class BlockMemberHandler implements ICommandHandler<BlockMemberCommand> {
  constructor(
    private readonly blocks: MemberBlocksRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ blockerId, blockedId, chatPartner }: BlockMemberCommand): Promise<void> {
    if (blockedId === blockerId) throw ApiError.badRequest('cannot_block_self', 'profiles.cannot_block_self');
    // A repeat changes nothing and tells nothing new: the blocker's own list names the member already.
    if ((await this.blocks.blockersBetween(blockerId, blockedId)).includes(blockerId)) return;
    if (!(await this.queryBus.execute(new MayTargetMemberQuery(blockerId, blockedId, chatPartner)))) {
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    }
    await this.blocks.add(blockerId, blockedId);
  }
}
