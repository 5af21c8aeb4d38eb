import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMarkChatRead } from '../api/chat-read';
import { CHAT_TOTALS_QUERY_KEY, CHATS_QUERY_KEY, getChats } from '../api/chats';
import type { ChatsResponse, ChatTotals } from '../api/types';
import { chatFixture, json } from './render-chats';

const unreadList = (unread: number): ChatsResponse => ({
  chats: [chatFixture(5, { conversation: { id: 50 }, num_unread_messages: unread })],
  unread,
});

describe('useMarkChatRead', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never leaves the count of a list load that started before the read', async () => {
    // The first load of the list (asked for by a new message) answers late, with the count from before
    // the read; loads after the read answer the stored count.
    let answerStale: () => void = () => undefined;
    let loads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        if (path.includes('/api/chat-read.php')) return Promise.resolve(json({ unread: 0 }));
        loads++;
        if (loads === 1)
          return new Promise<Response>((resolve) => (answerStale = () => resolve(json(unreadList(1)))));
        return Promise.resolve(json(unreadList(0)));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryDefaults(CHATS_QUERY_KEY, { queryFn: ({ signal }) => getChats(signal) });
    queryClient.setQueryData(CHATS_QUERY_KEY, unreadList(1));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkChatRead(), { wrapper });

    const staleLoad = queryClient.refetchQueries({ queryKey: CHATS_QUERY_KEY });
    await act(() => result.current(50));
    answerStale();
    await staleLoad;
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: CHATS_QUERY_KEY })).toBe(0));

    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)?.unread).toBe(0);
    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)?.chats[0]?.num_unread_messages).toBe(0);
  });

  it('takes the chat off the badge at once, then shows the total the server answers', async () => {
    let answer: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('/api/chat-read.php')
          ? new Promise<Response>((resolve) => (answer = () => resolve(json({ ok: true, unread: 0 }))))
          : Promise.resolve(json({ unread: 0 })),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(CHATS_QUERY_KEY, unreadList(2));
    queryClient.setQueryData<ChatTotals>(CHAT_TOTALS_QUERY_KEY, { unread: 3 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkChatRead(), { wrapper });

    let reading!: Promise<void>;
    act(() => {
      reading = result.current(50);
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<ChatTotals>(CHAT_TOTALS_QUERY_KEY)).toEqual({ unread: 1 }),
    );
    answer();
    await act(() => reading);
    expect(queryClient.getQueryData<ChatTotals>(CHAT_TOTALS_QUERY_KEY)).toEqual({ unread: 0 });
  });
});
