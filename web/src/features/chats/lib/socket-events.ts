import type { QueryClient } from '@tanstack/react-query';
import { CHATS_QUERY_KEY, reloadUnreadTotal } from '../api/chats';
import { MESSAGES_QUERY_KEY } from '../api/messages';
import type { ChatsResponse, DeliveredEvent, MessageEvent, ReadEvent, TypingEvent } from '../api/types';
import {
  chatOf,
  chatsWithMessage,
  chatsWithRead,
  conversationIdOf,
  holdsMessage,
  withDelivered,
  withMessage,
  withReadUpTo,
  withUnread,
  type ConversationPages,
} from './chat-cache';
import { isOpenConversation } from './open-conversation';

/** Who is typing in a conversation, and when they last said so. */
export interface TypingState {
  memberId: number;
  at: number;
}

export const TYPING_QUERY_KEY = 'chat-typing';
export const typingQueryKey = (conversationId: number) => [TYPING_QUERY_KEY, conversationId] as const;

/**
 * Every kept copy of conversation `conversationId` (opened by its id or by the member's) changed by
 * `update`; false when none is kept.
 */
function updateConversation(
  queryClient: QueryClient,
  conversationId: number,
  update: (data: ConversationPages) => ConversationPages,
): boolean {
  let kept = false;
  for (const [key, data] of queryClient.getQueriesData<ConversationPages>({
    queryKey: [MESSAGES_QUERY_KEY],
  })) {
    if (!data || conversationIdOf(data) !== conversationId) continue;
    queryClient.setQueryData<ConversationPages>(key, update(data));
    kept = true;
  }
  return kept;
}

/** `message`: into the open conversation (by id) and to the top of the list; loads what the caches lack. */
export function applyMessageEvent(
  queryClient: QueryClient,
  { conversation_id, message }: MessageEvent,
): void {
  const open = isOpenConversation(conversation_id);
  // kept by a chat not open now: its newest page counts it unread for the next visit
  const unreadHere = !message.mine && !open;
  const known = updateConversation(queryClient, conversation_id, (data) => {
    const next = withMessage(data, message);
    return unreadHere && !holdsMessage(data, message) ? withUnread(next, (n) => n + 1) : next;
  });
  if (!known) {
    // a chat opened by member id before it had a conversation: this message may have started it
    void queryClient.invalidateQueries({
      queryKey: [MESSAGES_QUERY_KEY, 'member'],
      predicate: (query) => conversationIdOf(query.state.data as ConversationPages | undefined) === null,
    });
  }
  if (!message.mine) queryClient.setQueryData(typingQueryKey(conversation_id), null);

  const list = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY);
  const next = list && chatsWithMessage(list, conversation_id, message, open);
  if (!next) return void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY }); // the total too
  queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, next);
  // in the open conversation the message is read at once, and that read sets the total
  if (!message.mine && !open) reloadUnreadTotal(queryClient);
}

/** `read`: the other member read the own messages (read marks), or the member read it elsewhere (unread 0). */
export function applyReadEvent(
  queryClient: QueryClient,
  { conversation_id, reader_id, up_to }: ReadEvent,
): void {
  // the other member's read marks the own messages; the member's own read (elsewhere) clears the unread
  updateConversation(queryClient, conversation_id, (data) =>
    data.pages[0]?.profile.id === reader_id ? withReadUpTo(data, up_to) : withUnread(data, () => 0),
  );
  const list = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY);
  const chat = chatOf(list, conversation_id);
  // the other member read the own messages: the member's unread stays as it is
  if (chat?.profile.id === reader_id) return;
  if (list && chat)
    queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, chatsWithRead(list, conversation_id));
  // read in another tab or app (or not known here whose read it was): the total follows
  reloadUnreadTotal(queryClient);
}

/** The member read conversation `conversationId` here: the chat's kept pages count nothing unread. */
export function readInConversations(queryClient: QueryClient, conversationId: number): void {
  updateConversation(queryClient, conversationId, (data) => withUnread(data, () => 0));
}

/** `delivered`: the other member's app received these own messages. */
export function applyDeliveredEvent(
  queryClient: QueryClient,
  { conversation_id, message_ids }: DeliveredEvent,
): void {
  updateConversation(queryClient, conversation_id, (data) => withDelivered(data, message_ids));
}

/** `typing`: shown in that conversation for a few seconds. */
export function applyTypingEvent(
  queryClient: QueryClient,
  { conversation_id, member_id }: TypingEvent,
  now = Date.now(),
): void {
  const typing: TypingState = { memberId: member_id, at: now };
  queryClient.setQueryData(typingQueryKey(conversation_id), typing);
}

/** After a reconnect that could not recover the missed events: load the list and the conversations again. */
export function reloadAfterGap(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: [MESSAGES_QUERY_KEY] });
}
