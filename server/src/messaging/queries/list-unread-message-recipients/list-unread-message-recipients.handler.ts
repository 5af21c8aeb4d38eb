import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type UnreadReminderSide, UnreadRemindersReader } from '../../database/unread-reminders.reader';
import { ListedSidesReader } from '../../database/listed-sides.reader';
import {
  ListUnreadMessageRecipientsQuery,
  type UnreadMessageRecipient,
} from './list-unread-message-recipients.query';

const MAX_PAGE = 1000;

/**
 * Members to remind of unread messages, counted as chat-totals.php counts them (ListedSidesReader): only
 * chats they did not remove, and only those whose partner's card their chats show (not a partner who
 * departed, is blocked either way or whose profile is disabled or on another site). A page whose members
 * all hear only from such partners is skipped, so an empty answer still means there are no more.
 */
@QueryHandler(ListUnreadMessageRecipientsQuery)
export class ListUnreadMessageRecipientsHandler implements IQueryHandler<ListUnreadMessageRecipientsQuery> {
  constructor(
    private readonly reader: UnreadRemindersReader,
    private readonly listedSides: ListedSidesReader,
  ) {}

  async execute(query: ListUnreadMessageRecipientsQuery): Promise<UnreadMessageRecipient[]> {
    const limit = Math.max(1, Math.min(query.limit, MAX_PAGE));
    for (let after = query.afterMemberId; ;) {
      const sides = await this.reader.sides(query.sentSince, query.sentBefore, after, limit);
      if (!sides.length) return [];
      // Two queries for the whole page (identity's and profiles'), whatever its size.
      const recipients = tally(await this.listedSides.of(sides));
      if (recipients.length) return recipients;
      if (new Set(sides.map((side) => side.memberId)).size < limit) return [];
      after = sides[sides.length - 1]!.memberId;
    }
  }
}

/** Each member with a due side, with their unread messages and conversations (sides come by member). */
function tally(sides: UnreadReminderSide[]): UnreadMessageRecipient[] {
  const recipients = new Map<number, UnreadMessageRecipient & { due: boolean }>();
  for (const side of sides) {
    const recipient = recipients.get(side.memberId) ?? {
      memberId: side.memberId,
      unreadMessages: 0,
      conversations: 0,
      due: false,
    };
    recipient.unreadMessages += side.unread;
    recipient.conversations++;
    recipient.due ||= side.due;
    recipients.set(side.memberId, recipient);
  }
  return [...recipients.values()]
    .filter((recipient) => recipient.due)
    .map(({ memberId, unreadMessages, conversations }) => ({ memberId, unreadMessages, conversations }));
}
