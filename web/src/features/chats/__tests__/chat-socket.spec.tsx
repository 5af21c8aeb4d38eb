import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { type ChatSocketHandlers, emitTyping, TYPING_THROTTLE_MS, useChatSocket } from '../api/chat-socket';
import { CHATS_QUERY_KEY } from '../api/chats';
import { messagesQueryKey } from '../api/messages';
import type { ChatsResponse } from '../api/types';
import { messagesOf, type ConversationPages } from '../lib/chat-cache';
import { fakeSocket } from '../../../test/fake-socket';
import { chatFixture, messageFixture, messagesFixture } from './render-chats';

function mount(enabled: boolean, connect: () => Socket, handlers: ChatSocketHandlers = {}) {
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

  it('acknowledges the other member’s messages as they arrive (together), not its own, and shows its own delivered', async () => {
    const { socket, server, connect } = fakeSocket();
    const { queryClient } = mount(true, connect);
    queryClient.setQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }), {
      pages: [messagesFixture({ messages: [messageFixture(1, { mine: true })] })],
      pageParams: [undefined],
    });
    server('message', { conversation_id: 50, message: messageFixture(2, { mine: true }) });
    server('message', { conversation_id: 50, message: messageFixture(3) });
    server('message', { conversation_id: 60, message: messageFixture(4) });
    server('message', { conversation_id: 50, message: messageFixture(3) });
    expect(socket.emit).not.toHaveBeenCalled();
    await waitFor(() => expect(socket.emit).toHaveBeenCalled());
    expect(socket.emit.mock.calls).toEqual([['delivered', { message_ids: [3, 4] }]]);
    server('delivered', { conversation_id: 50, message_ids: [1, 2] });
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }));
    expect(messagesOf(pages).map((m) => [m.id, m.status])).toEqual([
      [1, 'delivered'],
      [2, 'delivered'],
      [3, 'sent'],
    ]);
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

  it('after the server closed the socket, opens it once more while the member is still logged in', async () => {
    const { socket, server, connect } = fakeSocket();
    const stillLoggedIn = vi.fn(() => Promise.resolve(true));
    mount(true, connect, { stillLoggedIn });
    server('connect');
    server('disconnect', 'transport close'); // socket.io comes back by itself: nothing to do
    expect(stillLoggedIn).not.toHaveBeenCalled();

    socket.connected = false;
    server('disconnect', 'io server disconnect'); // say the member changed the password in this tab
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    server('disconnect', 'io server disconnect'); // closed again before it connected: no second try
    server('connect');
    server('disconnect', 'io server disconnect'); // a later close, after it was back: one try again
    await waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    expect(stillLoggedIn).toHaveBeenCalledTimes(2);
  });

  it('after the server closed the socket of a member who logged out (or when that is unknown), stays closed', async () => {
    const loggedOut = fakeSocket();
    const stillLoggedIn = vi.fn(() => Promise.resolve(false));
    mount(true, loggedOut.connect, { stillLoggedIn });
    loggedOut.socket.connected = false;
    loggedOut.server('disconnect', 'io server disconnect');
    await waitFor(() => expect(stillLoggedIn).toHaveBeenCalled());
    const unknown = fakeSocket();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    mount(true, unknown.connect, { stillLoggedIn: failing });
    unknown.socket.connected = false;
    unknown.server('disconnect', 'io server disconnect');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await Promise.resolve();
    expect(loggedOut.socket.connect).not.toHaveBeenCalled();
    expect(unknown.socket.connect).not.toHaveBeenCalled();
  });

  it('a message the caches hold already (the same id) is not added again, nor counted unread again', () => {
    const { server, connect } = fakeSocket();
    const { queryClient } = mount(true, connect);
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 12, 0, seconds)).toISOString();
    const fetched = messageFixture(3, { text: 'Fetched', at: at(10) });
    const own = messageFixture(4, { mine: true, client_id: 'c-4', status: 'read', at: at(20) });
    queryClient.setQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }), {
      pages: [messagesFixture({ messages: [fetched, own] })],
      pageParams: [undefined],
    });
    // the list as loaded after both (say after a gap): message 4 is its last one, 3 counted unread
    queryClient.setQueryData<ChatsResponse>(CHATS_QUERY_KEY, {
      chats: [
        chatFixture(5, {
          num_unread_messages: 1,
          last_message: { text: own.text, kind: 'text', at: own.at, mine: true },
        }),
      ],
      unread: 1,
    });

    // the socket brings them late (an outbox retry), one of them twice, with the sender's first mark
    server('message', { conversation_id: 50, message: fetched });
    server('message', { conversation_id: 50, message: { ...own, status: 'sent' } });
    server('message', { conversation_id: 50, message: fetched });
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }));
    expect(messagesOf(pages).map((m) => [m.id, m.status])).toEqual([
      [3, 'sent'],
      [4, 'read'],
    ]);
    const chats = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!;
    expect(chats.unread).toBe(1);
    expect(chats.chats[0]!.last_message?.text).toBe(own.text);

    // a new one counts, once
    const next = messageFixture(5, { text: 'New', at: at(30) });
    server('message', { conversation_id: 50, message: next });
    server('message', { conversation_id: 50, message: next });
    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.unread).toBe(2);
    expect(
      messagesOf(queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }))).map(
        (m) => m.id,
      ),
    ).toEqual([3, 4, 5]);
  });
});
