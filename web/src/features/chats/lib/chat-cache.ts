import type { InfiniteData } from '@tanstack/react-query';
import type {
  ChatLastMessage,
  ChatMessage,
  ChatsResponse,
  ChatSummary,
  MessagesResponse,
} from '../api/types';

/** The pages of one conversation: pages[0] the newest, each page oldest first. */
export type ConversationPages = InfiniteData<MessagesResponse>;

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Whether the pages hold this message (the same id, or the same client_id of an own message). */
function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id || (a.client_id !== null && a.client_id === b.client_id && a.mine === b.mine);
}

const STATUS_ORDER: Record<ChatMessage['status'], number> = { sent: 0, delivered: 1, read: 2 };

/**
 * The newer copy of a message the pages hold, keeping the further mark: the send's answer (always "sent")
 * can come after the socket's read mark of the same message.
 */
function merged(held: ChatMessage, copy: ChatMessage): ChatMessage {
  return STATUS_ORDER[held.status] > STATUS_ORDER[copy.status] ? { ...copy, status: held.status } : copy;
}

/** Whether the pages hold this message already (the same id, or the same client_id of an own message). */
export function holdsMessage(data: ConversationPages, message: ChatMessage): boolean {
  return data.pages.some((page) => page.messages.some((m) => sameMessage(m, message)));
}

/**
 * Pages fetched again (a refetch, a poll) with the marks the held pages had further along: a mark only
 * moves forward, and a read started before a `delivered` or `read` event was applied answers without it.
 */
export function keepingFurtherMarks(
  held: ConversationPages | undefined,
  fetched: ConversationPages,
): ConversationPages {
  if (!held) return fetched;
  const marks = new Map<number, ChatMessage['status']>();
  for (const page of held.pages) for (const m of page.messages) if (m.mine) marks.set(m.id, m.status);
  if (!marks.size) return fetched;
  return {
    ...fetched,
    pages: fetched.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => {
        const mark = marks.get(m.id);
        return mark && STATUS_ORDER[mark] > STATUS_ORDER[m.status] ? { ...m, status: mark } : m;
      }),
    })),
  };
}

/**
 * The pages with `message` in them, once: replaced where it is already (by id or client_id, on any page),
 * else added to the newest page.
 */
export function withMessage(data: ConversationPages, message: ChatMessage): ConversationPages {
  const pages = holdsMessage(data, message)
    ? data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (sameMessage(m, message) ? merged(m, message) : m)),
      }))
    : data.pages.map((page, index) =>
        index === 0 ? { ...page, messages: [...page.messages, message].sort(byId) } : page,
      );
  return { ...data, pages };
}

/** The pages with the conversation's id set (a conversation opened by member id that the first message started). */
export function withConversation(data: ConversationPages, conversationId: number): ConversationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, conversation: { id: conversationId } })),
  };
}

/** The other member read up to message `upTo`: every own message up to it shows read. */
export function withReadUpTo(data: ConversationPages, upTo: number): ConversationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) =>
        m.mine && m.id <= upTo && m.status !== 'read' ? { ...m, status: 'read' as const } : m,
      ),
    })),
  };
}

/** The other member's app received these own messages: those still `sent` show delivered. */
export function withDelivered(data: ConversationPages, messageIds: number[]): ConversationPages {
  const ids = new Set(messageIds);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) =>
        m.mine && ids.has(m.id) && m.status === 'sent' ? { ...m, status: 'delivered' as const } : m,
      ),
    })),
  };
}

/** The conversation's id as the pages know it (null: not started yet). */
export function conversationIdOf(data: ConversationPages | undefined): number | null {
  return data?.pages[0]?.conversation?.id ?? null;
}

/** The messages of all pages, oldest first. */
export function messagesOf(data: ConversationPages | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** A message as the list's last one: a gift by its name, as chats.php gives it. */
export function lastMessageOf(message: ChatMessage): ChatLastMessage {
  const text = message.kind === 'gift' ? (message.gift?.name ?? '') : message.text;
  return { text, kind: message.kind, at: message.at, mine: message.mine };
}

/** The list's chat of conversation `conversationId`, if the list is loaded and has it. */
export function chatOf(list: ChatsResponse | undefined, conversationId: number): ChatSummary | undefined {
  return list?.chats.find((chat) => chat.conversation.id === conversationId);
}

const sumUnread = (chats: ChatsResponse['chats']) =>
  chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0);

/**
 * The list after a message in conversation `conversationId`: that chat moves to the top with the message as
 * its last one, one more unread unless it is the member's own or `read` (the conversation is open).
 * A message no newer than the chat's last one is in the list already (the same message again, or one the
 * list was loaded after): the list stays as it is. null when the list does not have that chat (it must be
 * loaded again).
 */
export function chatsWithMessage(
  data: ChatsResponse,
  conversationId: number,
  message: ChatMessage,
  read: boolean,
): ChatsResponse | null {
  const chat = chatOf(data, conversationId);
  if (!chat) return null;
  if (chat.last_message && Date.parse(message.at) <= Date.parse(chat.last_message.at)) {
    if (!read || chat.num_unread_messages === 0) return data;
    return chatsWithRead(data, conversationId);
  }
  const countIt = !message.mine && !read;
  const updated = {
    ...chat,
    last_message: lastMessageOf(message),
    num_unread_messages: read ? 0 : chat.num_unread_messages + (countIt ? 1 : 0),
  };
  const chats = [updated, ...data.chats.filter((c) => c !== chat)];
  return { chats, unread: sumUnread(chats) };
}

/** The list with conversation `conversationId` read (its unread count 0). */
export function chatsWithRead(data: ChatsResponse, conversationId: number): ChatsResponse {
  const chats = data.chats.map((c) =>
    c.conversation.id === conversationId && c.num_unread_messages > 0 ? { ...c, num_unread_messages: 0 } : c,
  );
  return { chats, unread: sumUnread(chats) };
}

/** The list without conversation `conversationId`. */
export function chatsWithout(data: ChatsResponse, conversationId: number): ChatsResponse {
  const chats = data.chats.filter((c) => c.conversation.id !== conversationId);
  return { chats, unread: sumUnread(chats) };
}

/** The list without any conversation with member `profileId`. */
export function chatsWithoutMember(data: ChatsResponse, profileId: number): ChatsResponse {
  const chats = data.chats.filter((c) => c.profile.id !== profileId);
  return { chats, unread: sumUnread(chats) };
}

/**
 * The first of the other member's messages that are unread, and how many: the count is of their messages
 * since the member's read mark, so they are the last ones of theirs. The chat list's count when it has the
 * chat, else the newest page's (a chat opened straight from its address: a push, a mail, on a phone). Null
 * when none are.
 */
export function firstUnreadOf(
  list: ChatsResponse | undefined,
  data: ConversationPages,
): { id: number; count: number } | null {
  const conversationId = conversationIdOf(data);
  if (conversationId === null) return null;
  const listed = chatOf(list, conversationId);
  const count = listed ? listed.num_unread_messages : (data.pages[0]?.unread ?? 0);
  const theirs = messagesOf(data).filter((message) => !message.mine);
  const first = theirs[Math.max(0, theirs.length - count)];
  return count > 0 && first ? { id: first.id, count } : null;
}

/**
 * The pages with the newest page's unread count changed: one more for a message of the other member's
 * that came while the chat was not open, 0 once it is read. What a later visit starts from when the chat
 * list is not loaded.
 */
export function withUnread(data: ConversationPages, unread: (count: number) => number): ConversationPages {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const count = unread(newest.unread);
  return count === newest.unread ? data : { ...data, pages: [{ ...newest, unread: count }, ...older] };
}
