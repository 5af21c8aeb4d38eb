import type { Schemas } from '../../../api/types';

/*
 * Every messaging type of the web app: the answers as the server's OpenAPI document gives them
 * (`npm run api:types`), and what OpenAPI does not describe (the message kinds and states as unions, the
 * Socket.IO events).
 */

/** The kinds of message: a text, a photo or a gift. */
export type ChatMessageKind = 'text' | 'photo' | 'gift';

/** sent (stored), delivered (reached a device of the other member), read (the other member opened it). */
export type ChatMessageStatus = 'sent' | 'delivered' | 'read';

export type ChatProfile = Schemas['ChatProfile'];
export type ChatConversation = Schemas['ChatConversation'];
export type ChatLastMessage = Schemas['ChatLastMessage'];
export type ChatSummary = Schemas['ChatSummary'];
export type ChatsResponse = Schemas['ChatsResponse'];
export type ChatTotals = Schemas['ChatTotals'];
export type ChatPhoto = Schemas['ChatPhoto'];
export type ChatGift = Schemas['ChatGift'];
export type ChatMessage = Schemas['ChatMessage'];
export type MessagesResponse = Schemas['MessagesResponse'];
export type SendMessageResponse = Schemas['SendMessageResponse'];
export type ChatReadResponse = Schemas['ChatReadResponse'];
export type Gift = Schemas['Gift'];
export type GiftsResponse = Schemas['GiftsResponse'];

/** Socket.IO, server → client */
export interface MessageEvent {
  conversation_id: number;
  message: ChatMessage;
}

export interface ReadEvent {
  conversation_id: number;
  reader_id: number;
  /** the newest message id read */
  up_to: number;
}

/** The other member's app received these own messages (they show delivered). */
export interface DeliveredEvent {
  conversation_id: number;
  message_ids: number[];
}

export interface TypingEvent {
  conversation_id: number;
  member_id: number;
}

export interface LikeEvent {
  member_id: number;
}

export type MatchEvent = LikeEvent;
