import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { ConversationsRepository } from '../../database/conversations.repository';
import { CountUnreadMessagesQuery } from '../../queries/count-unread-messages/count-unread-messages.query';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** Marks the chat read and answers the member's unread total as the badge counts it (chat-totals.php). */
@CommandHandler(MarkChatReadCommand)
export class MarkChatReadHandler implements ICommandHandler<MarkChatReadCommand> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId, conversationId }: MarkChatReadCommand): Promise<number> {
    const side = await this.conversations.side(memberId, conversationId);
    if (!side) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
    await this.conversations.markRead(side);
    return this.queryBus.execute(new CountUnreadMessagesQuery(memberId));
  }
}
