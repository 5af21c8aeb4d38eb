import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { emitTyping, TYPING_THROTTLE_MS, useChatSocket } from '../api/chat-socket';
import { CHATS_QUERY_KEY } from '../api/chats';
import type { ChatsResponse } from '../api/types';
import { chatFixture, messageFixture } from './render-chats';

/** A socket that records what it is told and lets the test play the server. */
function fakeSocket() {
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected: true,
    recovered: false,
    emit: vi.fn(),
    on: vi.fn((event: string, listener: (payload?: unknown) => void) => {
      listeners.set(event, listener);
      return socket;
    }),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
  };
  const server = (event: string, payload?: unknown) => listeners.get(event)?.(payload);
  return { socket, server, connect: () => socket as unknown as Socket };
}

function mount(enabled: boolean, connect: () => Socket, handlers = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, { chats: [chatFixture(5)], unread: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useChatSocket(enabled, handlers, connect), { wrapper });
  return { queryClient, ...hook };
}

describe('useChatSocket', () => {
  it('connects only while logged in', () => {
    const connect = vi.fn(fakeSocket().connect);
    mount(false, connect);
    expect(connect).not.toHaveBeenCalled();
  });

  it('puts messages into the caches, passes likes and matches on, and closes on unmount', () => {
    const { socket, server, connect } = fakeSocket();
    const onLike = vi.fn();
    const onMatch = vi.fn();
    const { queryClient, unmount } = mount(true, connect, { onLike, onMatch });
    server('message', { conversation_id: 50, message: messageFixture(3, { text: 'Hey' }) });
    const chats = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!;
    expect(chats.unread).toBe(1);
    expect(chats.chats[0]!.last_message?.text).toBe('Hey');
    server('like', { member_id: 7 });
    server('match', { member_id: 8 });
    expect(onLike).toHaveBeenCalledWith({ member_id: 7 });
    expect(onMatch).toHaveBeenCalledWith({ member_id: 8 });
    unmount();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('loads the chats again after a reconnect that could not recover the missed events', () => {
    const { server, connect } = fakeSocket();
    const { queryClient } = mount(true, connect);
    server('connect');
    expect(queryClient.getQueryState(CHATS_QUERY_KEY)?.isInvalidated).toBe(false);
    server('connect');
    expect(queryClient.getQueryState(CHATS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('tells the other member about typing at most once every few seconds a conversation', () => {
    const { socket, connect } = fakeSocket();
    mount(true, connect);
    emitTyping(50, 10_000);
    emitTyping(50, 11_000);
    emitTyping(60, 11_000);
    emitTyping(50, 10_000 + TYPING_THROTTLE_MS);
    expect(socket.emit.mock.calls).toEqual([
      ['typing', { conversation_id: 50 }],
      ['typing', { conversation_id: 60 }],
      ['typing', { conversation_id: 50 }],
    ]);
  });
});
