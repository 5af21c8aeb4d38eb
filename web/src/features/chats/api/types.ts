import type { Schemas } from '../../../api/types';

/*
 * Every messaging type of the web app, written from the messaging contract (issue 12) while the server's
 * OpenAPI document does not have them yet. Once it does (`npm run api:types`), each line below becomes
 * `export type X = Schemas['X'];` and nothing else in the feature changes.
 */

/** The kinds of message: a text, a photo or a gift. */
export type ChatMessageKind = 'text' | 'photo' | 'gift';

/** sent (stored), delivered (reached a device of the other member), read (the other member opened it). */
export type ChatMessageStatus = 'sent' | 'delivered' | 'read';

/** The other member of a conversation: the member card's fields, with whether they are online. */
export type ChatProfile = Omit<Schemas['MemberCard'], 'last_active_at'> & {
  online: boolean;
  last_active_at: string | null;
};

/** `{id}` of a conversation, in every answer. */
export interface ChatConversation {
  id: number;
}

/** The newest message of a conversation, for the list. */
export interface ChatLastMessage {
  text: string;
  kind: ChatMessageKind;
  /** ISO 8601 */
  at: string;
  mine: boolean;
}

/** One conversation in the member's list. */
export interface ChatSummary {
  conversation: ChatConversation;
  profile: ChatProfile;
  num_unread_messages: number;
  last_message: ChatLastMessage | null;
}

/** GET /api/chats.php: newest activity first, at most 200; `unread` is the sum over the chats. */
export interface ChatsResponse {
  chats: ChatSummary[];
  unread: number;
}

export interface ChatPhoto {
  url: string;
  thumb_url: string;
}

export interface ChatGift {
  id: number;
  name: string;
  image: string;
}

/** One message as the viewing member sees it. */
export interface ChatMessage {
  id: number;
  /** the sender's idempotency key: on own messages only */
  client_id: string | null;
  kind: ChatMessageKind;
  text: string;
  photo: ChatPhoto | null;
  gift: ChatGift | null;
  /** ISO 8601 */
  at: string;
  mine: boolean;
  status: ChatMessageStatus;
}

/** GET /api/messages.php: a page of up to 30 messages, oldest first. */
export interface MessagesResponse {
  /** null when opened by member_id and no conversation exists yet */
  conversation: ChatConversation | null;
  profile: ChatProfile;
  messages: ChatMessage[];
  has_older: boolean;
  /** older messages exist but fall outside the site's retention window */
  older_hidden: boolean;
}

/** POST /api/messages.php: 201 (200 for a repeated client_id). */
export interface SendMessageResponse {
  message: ChatMessage;
  conversation: ChatConversation;
  /** the balance after the charge */
  credits: number;
}

/** POST /api/chat-read.php */
export interface ChatReadResponse {
  ok: true;
  unread: number;
}

export interface Gift {
  id: number;
  /** in the member's language */
  name: string;
  /** URL */
  image: string;
  credits: number;
}

/** GET /api/gifts.php */
export interface GiftsResponse {
  gifts: Gift[];
}

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

export interface TypingEvent {
  conversation_id: number;
  member_id: number;
}

export interface LikeEvent {
  member_id: number;
}

export type MatchEvent = LikeEvent;
