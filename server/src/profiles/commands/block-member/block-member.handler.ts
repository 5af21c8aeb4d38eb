import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { MemberBlocked } from '../../profiles.contracts';
import { BlockMemberCommand } from './block-member.command';

@CommandHandler(BlockMemberCommand)
export class BlockMemberHandler implements ICommandHandler<BlockMemberCommand, void> {
  constructor(
    private readonly blocks: MemberBlocksRepository,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ blockerId, blockedId }: BlockMemberCommand): Promise<void> {
    if (blockedId === blockerId) throw ApiError.badRequest('cannot_block_self', 'profiles.cannot_block_self');
    if (!(await this.blocks.onSameSite(blockerId, blockedId))) {
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    }
    const now = this.clock.now();
    if (await this.blocks.add(blockerId, blockedId, now)) {
      this.eventBus.publish(new MemberBlocked(blockerId, blockedId, now));
    }
  }
}
