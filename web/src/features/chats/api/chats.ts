import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ChatsResponse } from './types';

export const CHATS_QUERY_KEY = ['chats'] as const;

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

/** The member's chats: the list page, the messages badge and the title count share this query. */
export function useChats({ enabled, pollMs = false }: UseChatsOptions) {
  return useQuery({
    queryKey: CHATS_QUERY_KEY,
    queryFn: ({ signal }) => getChats(signal),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? pollMs : false,
  });
}
