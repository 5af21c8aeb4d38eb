import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { forgetChatDraft } from '../../../lib/chat-drafts';
import { chatOf, chatsWithout, chatsWithoutMember } from '../lib/chat-cache';
import { CHATS_QUERY_KEY } from './chats';
import type { ChatSummary, ChatsResponse } from './types';

/** What a removal takes off the member's list: one conversation, or every conversation with a member. */
export type ChatRemoval = { conversationId: number } | { profileId: number; name: string };

/** The removals share a key: the list shows the failure of one started elsewhere (in a chat's menu). */
export const REMOVE_CHAT_MUTATION_KEY = ['remove-chat'] as const;

/**
 * DELETE /api/chat.php: {id} removes one conversation from the member's list, {profile_id} every
 * conversation with that member (the other member keeps them).
 */
export function removeChat(removal: ChatRemoval): Promise<{ ok: true }> {
  return apiClient.delete<{ ok: true }>(
    '/api/chat.php',
    'conversationId' in removal ? { id: removal.conversationId } : { profile_id: removal.profileId },
  );
}

/**
 * SPEC §4: the chats leave the list at once, then the server is asked; on failure the list is loaded
 * again and the chats page shows the error (useFailedChatRemoval). After either answer the list is
 * loaded again, so a load that crossed the removal cannot leave a removed chat on it.
 */
export function useRemoveChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REMOVE_CHAT_MUTATION_KEY,
    mutationFn: removeChat,
    onMutate: async (removal: ChatRemoval) => {
      forgetFailedRemovals(queryClient);
      await queryClient.cancelQueries({ queryKey: CHATS_QUERY_KEY });
      // what was typed for a chat the member throws away goes with it
      const profileId =
        'profileId' in removal
          ? removal.profileId
          : chatOf(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY), removal.conversationId)?.profile
              .id;
      if (profileId !== undefined) forgetChatDraft(profileId);
      queryClient.setQueryData<ChatsResponse>(
        CHATS_QUERY_KEY,
        (data) =>
          data &&
          ('conversationId' in removal
            ? chatsWithout(data, removal.conversationId)
            : chatsWithoutMember(data, removal.profileId)),
      );
    },
    // A load that left before the server's answer (the list page opening meanwhile) would land after the
    // invalidation and count as fresh, with the removed chats in it: it is cancelled, and the list loaded
    // again, open or not.
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: CHATS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, refetchType: 'all' });
    },
  });
}

/**
 * Whether a chat is being removed (its removal asked, not yet answered): a list loaded meanwhile (the page
 * opened, a poll) leaves it out all the same.
 */
export function useChatsBeingRemoved(): (chat: ChatSummary) => boolean {
  const pending = useMutationState({
    filters: { mutationKey: REMOVE_CHAT_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as ChatRemoval | undefined,
  });
  return (chat) =>
    pending.some(
      (removal) =>
        removal !== undefined &&
        ('conversationId' in removal
          ? removal.conversationId === chat.conversation.id
          : removal.profileId === chat.profile.id),
    );
}

function forgetFailedRemovals(queryClient: QueryClient): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: REMOVE_CHAT_MUTATION_KEY, status: 'error' }))
    cache.remove(mutation);
}

export interface FailedChatRemoval {
  removal: ChatRemoval;
  message: string;
  /** Forgets the failure (the alert was closed, or its page left). */
  dismiss: () => void;
}

/** The newest removal that failed and is not dismissed yet, wherever it was started; null when none. */
export function useFailedChatRemoval(): FailedChatRemoval | null {
  const queryClient = useQueryClient();
  const failed = useMutationState({
    filters: { mutationKey: REMOVE_CHAT_MUTATION_KEY, status: 'error' },
    select: (mutation) => ({
      removal: mutation.state.variables as ChatRemoval | undefined,
      error: mutation.state.error,
    }),
  });
  const dismiss = useCallback(() => forgetFailedRemovals(queryClient), [queryClient]);
  const newest = failed[failed.length - 1];
  if (!newest?.removal || !newest.error) return null;
  return { removal: newest.removal, message: newest.error.message, dismiss };
}
