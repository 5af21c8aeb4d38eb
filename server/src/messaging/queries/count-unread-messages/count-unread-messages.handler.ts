import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListChatsQuery } from '../list-chats/list-chats.query';
import { CountUnreadMessagesQuery } from './count-unread-messages.query';

/** The same count the chats list shows (chats with members who left or blocked do not count). */
@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ memberId }: CountUnreadMessagesQuery): Promise<number> {
    return (await this.queryBus.execute(new ListChatsQuery(memberId))).unread;
  }
}
