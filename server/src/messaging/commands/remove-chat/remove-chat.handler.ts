import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { ConversationsRepository } from '../../database/conversations.repository';
import { RemoveChatCommand } from './remove-chat.command';

@CommandHandler(RemoveChatCommand)
export class RemoveChatHandler implements ICommandHandler<RemoveChatCommand> {
  constructor(private readonly conversations: ConversationsRepository) {}

  async execute({ memberId, which }: RemoveChatCommand): Promise<void> {
    const side =
      'conversationId' in which
        ? await this.conversations.side(memberId, which.conversationId)
        : await this.conversations.sideWith(memberId, which.profileId);
    // Only the member's own side: another pair's conversation is as unknown as one that does not exist.
    if (!side) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    await this.conversations.remove(memberId, [side.conversation_id]);
  }
}
