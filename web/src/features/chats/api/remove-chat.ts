import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { chatsWithout } from '../lib/chat-cache';
import { CHATS_QUERY_KEY } from './chats';
import type { ChatsResponse } from './types';

/** DELETE /api/chat.php {id}: removes the conversation from the member's list (the other member keeps it). */
export function removeChat(id: number): Promise<{ ok: true }> {
  return apiClient.delete<{ ok: true }>('/api/chat.php', { id });
}

/**
 * SPEC §4: the chat leaves the list at once, then the server is asked; on failure the caller shows the
 * error (`mutation.error`) and the list is loaded again.
 */
export function useRemoveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChat,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: CHATS_QUERY_KEY });
      queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, (data) => data && chatsWithout(data, id));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY }),
  });
}
