import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { BlockMemberCommand } from './block-member.command';

@CommandHandler(BlockMemberCommand)
export class BlockMemberHandler implements ICommandHandler<BlockMemberCommand> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  async execute({ blockerId, blockedId }: BlockMemberCommand): Promise<void> {
    if (blockedId === blockerId) throw ApiError.badRequest('cannot_block_self', 'profiles.cannot_block_self');
    if (!(await this.blocks.onSameSite(blockerId, blockedId))) {
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    }
    await this.blocks.add(blockerId, blockedId);
  }
}
