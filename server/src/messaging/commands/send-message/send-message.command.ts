import { Command } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { ChatMessageView } from '../../messaging.contracts';

/** Whom a message goes to: a member (their conversation is made when there is none) or a conversation. */
export type MessageTarget = { memberId: number } | { conversationId: number };

/** What a message carries. */
export type MessageContent =
  { kind: 'text'; text: string } | { kind: 'gift'; giftId: number } | { kind: 'photo'; file: Buffer };

export interface SentMessage {
  message: ChatMessageView;
  conversationId: number;
  /** The sender's balance after it. */
  credits: number;
  /** False when the same `client_id` was sent (and paid) before: nothing happened now. */
  created: boolean;
}

/**
 * Sends a message: stored if and only if its credits were spent (a text `message_credits`, a photo
 * `photo_credits`, a gift `gift_credits`), once per `clientId` of the sender however often it is retried.
 */
export class SendMessageCommand extends Command<SentMessage> {
  constructor(
    readonly senderId: number,
    readonly target: MessageTarget,
    readonly clientId: string,
    readonly content: MessageContent,
    readonly locale: Locale,
  ) {
    super();
  }
}
