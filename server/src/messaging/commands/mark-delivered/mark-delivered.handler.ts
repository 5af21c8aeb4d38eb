import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConversationsRepository } from '../../database/conversations.repository';
import { MarkDeliveredCommand } from './mark-delivered.command';

@CommandHandler(MarkDeliveredCommand)
export class MarkDeliveredHandler implements ICommandHandler<MarkDeliveredCommand> {
  constructor(private readonly conversations: ConversationsRepository) {}

  execute({ memberId, messageIds }: MarkDeliveredCommand): Promise<void> {
    return this.conversations.markDelivered(memberId, messageIds);
  }
}
