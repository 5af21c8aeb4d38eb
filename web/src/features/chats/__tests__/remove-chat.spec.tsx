import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { readChatDraft, saveChatDraft } from '../../../lib/chat-drafts';
import { CHATS_QUERY_KEY } from '../api/chats';
import { useRemoveChat } from '../api/remove-chat';
import type { ChatsResponse } from '../api/types';
import { chatFixture } from './render-chats';

afterEach(() => vi.restoreAllMocks());

describe('useRemoveChat', () => {
  it('loads the list again after the answer, even when a load that left before it lands after it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const both: ChatsResponse = { chats: [chatFixture(5), chatFixture(6)], unread: 0 };
    queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, both);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRemoveChat(), { wrapper });

    let answerRemoval!: () => void;
    vi.spyOn(apiClient, 'delete').mockReturnValue(
      new Promise((resolve) => (answerRemoval = () => resolve({ ok: true }))) as never,
    );
    saveChatDraft(5, 'about to be thrown away');
    saveChatDraft(6, 'kept');
    act(() => result.current.mutate({ conversationId: 50 }));
    await waitFor(() =>
      expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.chats).toHaveLength(1),
    );
    // the removed chat's draft goes with it (its member read from the list), the other chat's stays
    expect(readChatDraft(5)).toBe('');
    expect(readChatDraft(6)).toBe('kept');

    // The list page opens meanwhile: its load reads the server before the removal is stored…
    let answerStaleLoad!: () => void;
    const loads = vi.fn<() => Promise<ChatsResponse>>();
    loads.mockReturnValueOnce(new Promise((resolve) => (answerStaleLoad = () => resolve(both))));
    loads.mockResolvedValue({ chats: [chatFixture(6)], unread: 0 });
    void queryClient.fetchQuery({ queryKey: CHATS_QUERY_KEY, queryFn: loads, staleTime: 0 });
    // …and answers after the removal's answer.
    answerRemoval();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    answerStaleLoad();

    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.chats.map((chat) => chat.conversation.id),
      ).toEqual([60]),
    );
  });
});
