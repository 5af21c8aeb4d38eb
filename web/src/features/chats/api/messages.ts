import { infiniteQueryOptions, replaceEqualDeep, useInfiniteQuery } from '@tanstack/react-query';
import { keepingFurtherMarks, type ConversationPages } from '../lib/chat-cache';
import { apiClient } from '../../../lib/api-client';
import type { MessagesResponse } from './types';

/** A conversation is opened by its id (/chats/{id}) or by the other member's id (/members/{id}/chat). */
export type ConversationTarget = { conversationId: number } | { memberId: number };

export const MESSAGES_QUERY_KEY = 'chat-messages';

export function messagesQueryKey(target: ConversationTarget) {
  return 'conversationId' in target
    ? ([MESSAGES_QUERY_KEY, 'conversation', target.conversationId] as const)
    : ([MESSAGES_QUERY_KEY, 'member', target.memberId] as const);
}

/** The request's reference to the conversation: `conversation_id` or `member_id`. */
export function targetFields(
  target: ConversationTarget,
): { conversation_id: number } | { member_id: number } {
  return 'conversationId' in target
    ? { conversation_id: target.conversationId }
    : { member_id: target.memberId };
}

/** GET /api/messages.php: up to 30 messages (oldest first) before message `before`, or the newest. */
export function getMessages(
  target: ConversationTarget,
  before?: number,
  signal?: AbortSignal,
): Promise<MessagesResponse> {
  return apiClient.get<MessagesResponse>('/api/messages.php', {
    query: { ...targetFields(target), before },
    signal,
  });
}

/** The conversation's query: pages[0] the newest; the next page is the one before it. */
export function messagesQueryOptions(target: ConversationTarget) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKey(target),
    queryFn: ({ pageParam, signal }) => getMessages(target, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagesResponse) =>
      last.has_older && last.messages[0] ? last.messages[0].id : undefined,
    // the socket and the sends keep it current; polling the list brings what the socket missed
    staleTime: 30_000,
    // a refetch that overlapped a socket's delivered or read mark must not take the mark back
    structuralSharing: (held: unknown, fetched: unknown) =>
      replaceEqualDeep(
        held,
        keepingFurtherMarks(held as ConversationPages | undefined, fetched as ConversationPages),
      ),
  });
}

/** The conversation, a page at a time. */
export function useMessages(target: ConversationTarget) {
  return useInfiniteQuery(messagesQueryOptions(target));
}
