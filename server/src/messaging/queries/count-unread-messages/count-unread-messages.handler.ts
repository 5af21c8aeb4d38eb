import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetChatCardsQuery } from '../../../profiles/profiles.contracts';
import { ConversationsRepository } from '../../database/conversations.repository';
import { CHATS_LISTED } from '../../domain/messaging-rules';
import { CountUnreadMessagesQuery } from './count-unread-messages.query';

/**
 * The same count the chats list shows (chats with members who left or blocked do not count), read from
 * the listed chats that have unread messages and those partners' cards alone: the badge's poll and a
 * push's badge need no list.
 */
@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ memberId }: CountUnreadMessagesQuery): Promise<number> {
    const unread = await this.conversations.unreadChats(memberId, CHATS_LISTED);
    if (!unread.length) return 0;
    const cards = await this.queryBus.execute(
      new GetChatCardsQuery(
        memberId,
        unread.map((chat) => chat.partner_id),
      ),
    );
    const listed = new Set(cards.map((card) => card.id));
    return unread.reduce((sum, chat) => sum + (listed.has(chat.partner_id) ? chat.unread : 0), 0);
  }
}
