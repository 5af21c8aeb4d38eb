import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { MemberUnblocked } from '../../profiles.contracts';
import { UnblockMemberCommand } from './unblock-member.command';

@CommandHandler(UnblockMemberCommand)
export class UnblockMemberHandler implements ICommandHandler<UnblockMemberCommand, void> {
  constructor(
    private readonly blocks: MemberBlocksRepository,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ blockerId, blockedId }: UnblockMemberCommand): Promise<void> {
    if (await this.blocks.remove(blockerId, blockedId)) {
      this.eventBus.publish(new MemberUnblocked(blockerId, blockedId, this.clock.now()));
    }
  }
}
