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

registerOutboxEvents(MessageSent, MessagesRead);
