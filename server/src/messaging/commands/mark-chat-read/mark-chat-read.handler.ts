import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { ConversationsRepository } from '../../database/conversations.repository';
import { MarkChatReadCommand } from './mark-chat-read.command';

@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand> {
  constructor(private readonly conversations: ConversationsRepository) {}

  async execute({ memberId, conversationId }: MarkChatReadCommand): Promise<number> {
    const side = await this.conversations.side(memberId, conversationId);
    if (!side) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    return this.conversations.markRead(side);
  }
}
