import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetDepartedAccountIdsQuery } from '../../../identity/identity.contracts';
import { FindListedChatPairsQuery } from '../../../profiles/profiles.contracts';
import { type UnreadReminderSide, UnreadRemindersReader } from '../../database/unread-reminders.reader';
import {
  ListUnreadMessageRecipientsQuery,
  type UnreadMessageRecipient,
} from './list-unread-message-recipients.query';

const MAX_PAGE = 1000;

const pairKey = (pair: { memberId: number; partnerId: number }) => `${pair.memberId}:${pair.partnerId}`;

/**
 * Members to remind of unread messages, counting only the conversations whose partner's card their chats
 * show, as chat-totals.php counts: not those whose partner departed (deleted or banned), is blocked either
 * way or has a disabled profile (or one on another site). A page
 * whose members all only hear from such partners is skipped, so an empty answer still means there are no
 * more.
 */
@QueryHandler(ListUnreadMessageRecipientsQuery)
export class ListUnreadMessageRecipientsHandler implements IQueryHandler<ListUnreadMessageRecipientsQuery> {
  constructor(
    private readonly reader: UnreadRemindersReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: ListUnreadMessageRecipientsQuery): Promise<UnreadMessageRecipient[]> {
    const limit = Math.max(1, Math.min(query.limit, MAX_PAGE));
    for (let after = query.afterMemberId; ;) {
      const sides = await this.reader.sides(query.sentSince, query.sentBefore, after, limit);
      if (!sides.length) return [];
      const recipients = tally(await this.listed(sides));
      if (recipients.length) return recipients;
      if (new Set(sides.map((side) => side.memberId)).size < limit) return [];
      after = sides[sides.length - 1]!.memberId;
    }
  }

  /** The sides the members' chats list; two queries for the whole page (identity's, then profiles'). */
  private async listed(sides: UnreadReminderSide[]): Promise<UnreadReminderSide[]> {
    const departed = new Set(
      await this.queryBus.execute(
        new GetDepartedAccountIdsQuery([...new Set(sides.map((side) => side.partnerId))]),
      ),
    );
    const present = sides.filter((side) => !departed.has(side.partnerId));
    const listed = new Set((await this.queryBus.execute(new FindListedChatPairsQuery(present))).map(pairKey));
    return present.filter((side) => listed.has(pairKey(side)));
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
