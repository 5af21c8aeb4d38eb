import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MemberBlocksRepository } from '../../database/member-blocks.repository';
import { UnblockMemberCommand } from './unblock-member.command';

@CommandHandler(UnblockMemberCommand)
export class UnblockMemberHandler implements ICommandHandler<UnblockMemberCommand> {
  constructor(private readonly blocks: MemberBlocksRepository) {}

  execute({ blockerId, blockedId }: UnblockMemberCommand): Promise<void> {
    return this.blocks.remove(blockerId, blockedId);
  }
}
