import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UnreadMessagesReader } from '../../database/unread-messages.reader';
import { ListUnreadMessageIdsQuery } from '../../messaging.contracts';

@QueryHandler(ListUnreadMessageIdsQuery)
export class ListUnreadMessageIdsHandler implements IQueryHandler<ListUnreadMessageIdsQuery> {
  constructor(private readonly reader: UnreadMessagesReader) {}

  execute(query: ListUnreadMessageIdsQuery): Promise<number[]> {
    return this.reader.unreadOf(query.memberId, query.messageIds);
  }
}
