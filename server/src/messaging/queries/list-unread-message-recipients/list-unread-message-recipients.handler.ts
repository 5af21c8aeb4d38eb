import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UnreadRemindersReader } from '../../database/unread-reminders.reader';
import {
  ListUnreadMessageRecipientsQuery,
  type UnreadMessageRecipient,
} from './list-unread-message-recipients.query';

const MAX_PAGE = 1000;

@QueryHandler(ListUnreadMessageRecipientsQuery)
export class ListUnreadMessageRecipientsHandler implements IQueryHandler<ListUnreadMessageRecipientsQuery> {
  constructor(private readonly reader: UnreadRemindersReader) {}

  execute(query: ListUnreadMessageRecipientsQuery): Promise<UnreadMessageRecipient[]> {
    return this.reader.recipients(
      query.sentSince,
      query.sentBefore,
      query.afterMemberId,
      Math.max(1, Math.min(query.limit, MAX_PAGE)),
    );
  }
}
