import { Query } from '@nestjs/cqrs';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';

/** The public face of the messaging module: the commands, queries and events other modules may use. */

/** What a message carries. */
export type MessageKind = 'text' | 'photo' | 'gift';

/**
 * A message was stored and paid for (written through the outbox in the transaction that stores it): the
 * real-time gateway delivers it, notifications mail about it.
 */
export class MessageSent {
  constructor(
    readonly messageId: number,
    readonly conversationId: number,
    readonly senderId: number,
    readonly recipientId: number,
    readonly kind: MessageKind,
    /** The recipient's conversation started with this message. */
    readonly firstInConversation: boolean,
    readonly occurredAt: Date,
  ) {}
}

/** `readerId` has read every message `otherId` sent in the conversation up to `upToMessageId`. */
export class MessagesRead {
  constructor(
    readonly conversationId: number,
    readonly readerId: number,
    readonly otherId: number,
    readonly upToMessageId: number,
    readonly occurredAt: Date,
  ) {}
}

/**
 * Messages `senderId` sent in the conversation reached `recipientId`'s app for the first time (its socket
 * acknowledged them, or it fetched the conversation): the sender's copies show `delivered`.
 */
export class MessagesDelivered {
  constructor(
    readonly conversationId: number,
    readonly recipientId: number,
    readonly senderId: number,
    readonly messageIds: number[],
    readonly occurredAt: Date,
  ) {}
}

registerOutboxEvents(MessageSent, MessagesRead, MessagesDelivered);

/** One message as a member of its conversation sees it (the JSON of ChatMessage in docs/api.md). */
export interface ChatMessageView {
  id: number;
  client_id: string | null;
  kind: MessageKind;
  text: string;
  photo: { url: string; thumb_url: string } | null;
  gift: { id: number; name: string; image: string } | null;
  at: string;
  mine: boolean;
  status: 'sent' | 'delivered' | 'read';
}

/** The message as `viewerId` sees it; null when it is not theirs to see (not in their conversation, not stored). */
export class GetChatMessageQuery extends Query<ChatMessageView | null> {
  constructor(
    readonly messageId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}

/** The other member of the conversation when `memberId` is in it; null otherwise. */
export class GetConversationPartnerQuery extends Query<number | null> {
  constructor(
    readonly conversationId: number,
    readonly memberId: number,
  ) {
    super();
  }
}

export { CountUnreadMessagesQuery } from './queries/count-unread-messages/count-unread-messages.query';
