import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { chatOf, chatsWithRead } from '../lib/chat-cache';
import { readInConversations } from '../lib/socket-events';
import { CHAT_TOTALS_QUERY_KEY, CHATS_QUERY_KEY } from './chats';
import type { ChatReadResponse, ChatsResponse, ChatTotals } from './types';

/** POST /api/chat-read.php {id}: the member opened conversation `id`; its unread count becomes 0. */
export function markChatRead(id: number): Promise<ChatReadResponse> {
  return apiClient.post<ChatReadResponse>('/api/chat-read.php', { id });
}

/**
 * Marks a conversation read: the list and the badge show it read at once (SPEC §4), the server's total
 * follows. A load of the list already on its way (a new message asked for it) may have read the counts
 * before this read: it is cancelled, and the list loads again once the read is stored, so a stale count
 * never stays.
 */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: number) => {
      await queryClient.cancelQueries({ queryKey: CHATS_QUERY_KEY });
      const chat = chatOf(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY), id);
      queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, (data) => data && chatsWithRead(data, id));
      readInConversations(queryClient, id);
      // the badge drops at once when the list knows the chat's count, else with the server's answer
      if (chat?.num_unread_messages)
        queryClient.setQueryData<ChatTotals>(
          CHAT_TOTALS_QUERY_KEY,
          (totals) => totals && { unread: Math.max(0, totals.unread - chat.num_unread_messages) },
        );
      try {
        const { unread } = await markChatRead(id);
        queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, (data) => data && { ...data, unread });
        queryClient.setQueryData<ChatTotals>(CHAT_TOTALS_QUERY_KEY, { unread });
      } catch {
        // the next poll brings the server's counts
      } finally {
        void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
      }
    },
    [queryClient],
  );
}
