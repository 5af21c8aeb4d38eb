import { Query } from '@nestjs/cqrs';

export interface UnreadMessageRecipient {
  memberId: number;
  /** Every unread message of the member, as the badge (chat-totals.php) counts them. */
  unreadMessages: number;
  /** Conversations with unread messages. */
  conversations: number;
}

/**
 * Members who have at least one message they have not read that was sent in [`sentSince`, `sentBefore`)
 * (notifications' unread-message reminders), member ids ascending after `afterMemberId`, counted as
 * chat-totals.php counts: conversations the member removed (what came before a newer message), and those
 * with a deleted or banned partner, one blocked either way or one whose profile is disabled are neither
 * counted nor make a member due (their chats and chat totals show no card for them). A page may hold
 * fewer than `limit`; an empty one means there are no more.
 */
export class ListUnreadMessageRecipientsQuery extends Query<UnreadMessageRecipient[]> {
  constructor(
    readonly sentSince: Date,
    readonly sentBefore: Date,
    readonly afterMemberId: number,
    readonly limit: number,
  ) {
    super();
  }
}
