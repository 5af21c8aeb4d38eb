import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ConversationsRepository } from '../../database/conversations.repository';
import { ListedSidesReader } from '../../database/listed-sides.reader';
import { CountUnreadMessagesQuery } from './count-unread-messages.query';

/**
 * The unread messages of every chat the member did not remove, however far down their list, from the
 * partners their chats show (not those who left, blocked or were blocked, or whose profile is hidden):
 * the badge's poll and a push's badge. The unread reminders count the same way.
 */
@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly listedSides: ListedSidesReader,
  ) {}

  async execute({ memberId }: CountUnreadMessagesQuery): Promise<number> {
    const unread = await this.conversations.unreadChats(memberId);
    const listed = await this.listedSides.of(
      unread.map((chat) => ({ memberId, partnerId: chat.partner_id, unread: chat.unread })),
    );
    return listed.reduce((sum, side) => sum + side.unread, 0);
  }
}
