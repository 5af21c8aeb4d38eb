import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ChatsResponse, ChatTotals } from './types';

export const CHATS_QUERY_KEY = ['chats'] as const;
/** Under CHATS_QUERY_KEY: whatever loads the chats again loads the unread total too. */
export const CHAT_TOTALS_QUERY_KEY = [...CHATS_QUERY_KEY, 'totals'] as const;

/** GET /api/chats.php: the member's conversations, newest activity first, and the unread total. */
export function getChats(signal?: AbortSignal): Promise<ChatsResponse> {
  return apiClient.get<ChatsResponse>('/api/chats.php', { signal });
}

export interface UseChatsOptions {
  /** only while logged in (a visitor has no chats) */
  enabled: boolean;
  /** refresh this often (SPEC §4); false for none */
  pollMs?: number | false;
}

/** The chats' query: the list page's, and a new message's note when the list is not loaded. */
export const chatsQueryOptions = queryOptions({
  queryKey: CHATS_QUERY_KEY,
  queryFn: ({ signal }) => getChats(signal),
  staleTime: 30_000,
});

/** The member's chats, for the list page (the badge and the title poll their count: useUnreadTotal). */
export function useChats({ enabled, pollMs = false }: UseChatsOptions) {
  return useQuery({ ...chatsQueryOptions, enabled, refetchInterval: enabled ? pollMs : false });
}

/** GET /api/chat-totals.php: chats.php's `unread` alone (the badge's poll, without the list and its cards). */
export function getChatTotals(signal?: AbortSignal): Promise<ChatTotals> {
  return apiClient.get<ChatTotals>('/api/chat-totals.php', { signal });
}

const chatTotalsQueryOptions = queryOptions({
  queryKey: CHAT_TOTALS_QUERY_KEY,
  queryFn: ({ signal }) => getChatTotals(signal),
  staleTime: 30_000,
});

/** The unread messages over the member's chats, as a count; 0 until known. */
export function useUnreadTotal({ enabled, pollMs = false }: UseChatsOptions): number {
  const { data } = useQuery({
    ...chatTotalsQueryOptions,
    enabled,
    refetchInterval: enabled ? pollMs : false,
  });
  return enabled ? (data?.unread ?? 0) : 0;
}

/**
 * The unread total loaded again (a few bytes): after a change the list took in place (a message arrived, a
 * chat was read elsewhere), since the badge reads the total, not the list.
 */
export function reloadUnreadTotal(queryClient: QueryClient): void {
  // before the badge's first load (or while logged out of it) its query has not run: invalidating it would
  // load nothing, and a message told at once would leave the badge behind
  if (queryClient.getQueryData(CHAT_TOTALS_QUERY_KEY) === undefined)
    void queryClient.prefetchQuery(chatTotalsQueryOptions);
  else void queryClient.invalidateQueries({ queryKey: CHAT_TOTALS_QUERY_KEY, exact: true });
}
