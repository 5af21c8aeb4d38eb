import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHAT_TOTALS_QUERY_KEY, CHATS_QUERY_KEY } from '../api/chats';
import { messagesQueryKey, messagesQueryOptions } from '../api/messages';
import type { ChatsResponse, MessagesResponse } from '../api/types';
import { chatFixture, messageFixture, messagesFixture } from '../__tests__/render-chats';
import { messagesOf, type ConversationPages } from './chat-cache';
import { setOpenConversation } from './open-conversation';
import {
  applyDeliveredEvent,
  applyMessageEvent,
  applyReadEvent,
  applyTypingEvent,
  readInConversations,
  typingQueryKey,
} from './socket-events';

function cacheWith(list: ChatsResponse, pages: ConversationPages) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CHATS_QUERY_KEY, list);
  queryClient.setQueryData(messagesQueryKey({ conversationId: 50 }), pages);
  return queryClient;
}

const pagesOf = (...messages: ReturnType<typeof messageFixture>[]): ConversationPages => ({
  pages: [messagesFixture({ messages })],
  pageParams: [undefined],
});

const list = (): ChatsResponse => ({
  chats: [chatFixture(1), chatFixture(5, { num_unread_messages: 1 })],
  unread: 1,
});

describe('socket events', () => {
  it('a message joins its conversation once, and moves its chat to the top with one more unread, once', () => {
    const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
    const event = { conversation_id: 50, message: messageFixture(2, { text: 'New' }) };
    applyMessageEvent(queryClient, event);
    applyMessageEvent(queryClient, event);
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }));
    expect(messagesOf(pages).map((m) => m.id)).toEqual([1, 2]);
    const chats = queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!;
    expect(chats.chats.map((c) => c.conversation.id)).toEqual([50, 10]);
    expect(chats.chats[0]!.last_message).toMatchObject({ text: 'New', kind: 'text', mine: false });
    expect(chats.unread).toBe(2);
  });

  it('a message in the open conversation does not count as unread; one in an unknown chat reloads the list', async () => {
    const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
    setOpenConversation(50);
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(2) });
    setOpenConversation(null);
    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.unread).toBe(0);
    applyMessageEvent(queryClient, { conversation_id: 70, message: messageFixture(9) });
    expect(queryClient.getQueryState(CHATS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('read by the other member marks the own messages read up to the id; read elsewhere by the member clears the count', () => {
    const queryClient = cacheWith(
      list(),
      pagesOf(
        messageFixture(1, { mine: true }),
        messageFixture(2, { mine: true }),
        messageFixture(3, { mine: true }),
      ),
    );
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 5, up_to: 2 });
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }));
    expect(messagesOf(pages).map((m) => m.status)).toEqual(['read', 'read', 'sent']);
    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.unread).toBe(1);
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 99, up_to: 3 });
    expect(queryClient.getQueryData<ChatsResponse>(CHATS_QUERY_KEY)!.unread).toBe(0);
  });

  it('a kept conversation counts the other member’s messages unread while it is not open, until it is read', () => {
    const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
    const newestUnread = () =>
      queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }))!.pages[0]!.unread;
    const event = { conversation_id: 50, message: messageFixture(2) };
    applyMessageEvent(queryClient, event);
    applyMessageEvent(queryClient, event); // the same message again counts once
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(3, { mine: true }) });
    expect(newestUnread()).toBe(1);
    setOpenConversation(50);
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(4) });
    setOpenConversation(null);
    expect(newestUnread()).toBe(1);

    readInConversations(queryClient, 50);
    expect(newestUnread()).toBe(0);
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(5) });
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 5, up_to: 3 }); // the other member's read
    expect(newestUnread()).toBe(1);
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 99, up_to: 5 }); // the member, elsewhere
    expect(newestUnread()).toBe(0);
  });

  it('the unread total (the badge) loads again after a message or a read that changes it, not otherwise', () => {
    const totalReloaded = (queryClient: QueryClient) =>
      queryClient.getQueryState(CHAT_TOTALS_QUERY_KEY)?.isInvalidated === true;
    const fresh = () => {
      const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
      queryClient.setQueryData(CHAT_TOTALS_QUERY_KEY, { unread: 1 });
      return queryClient;
    };
    let queryClient = fresh();
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(2, { mine: true }) });
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 5, up_to: 2 }); // the other member read
    setOpenConversation(50);
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(3) });
    setOpenConversation(null);
    expect(totalReloaded(queryClient)).toBe(false);

    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(4) });
    expect(totalReloaded(queryClient)).toBe(true);
    queryClient = fresh();
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 99, up_to: 4 }); // read on another device
    expect(totalReloaded(queryClient)).toBe(true);
    // without the list (the chats page never opened) every message and read asks the server
    queryClient = new QueryClient();
    queryClient.setQueryData(CHAT_TOTALS_QUERY_KEY, { unread: 1 });
    applyReadEvent(queryClient, { conversation_id: 50, reader_id: 5, up_to: 4 });
    expect(totalReloaded(queryClient)).toBe(true);
  });

  it('a message before the badge’s first poll loads the unread total, which had not been loaded', async () => {
    const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
    expect(queryClient.getQueryState(CHAT_TOTALS_QUERY_KEY)).toBeUndefined();
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(2) });
    expect(queryClient.getQueryState(CHAT_TOTALS_QUERY_KEY)?.fetchStatus).toBe('fetching');
    await queryClient.cancelQueries();
  });

  it('delivered marks the named own messages that were only sent; read ones stay read, others’ are untouched', () => {
    const queryClient = cacheWith(
      list(),
      pagesOf(
        messageFixture(1, { mine: true, status: 'read' }),
        messageFixture(2, { mine: true }),
        messageFixture(3, { mine: true }),
        messageFixture(4),
      ),
    );
    applyDeliveredEvent(queryClient, { conversation_id: 50, message_ids: [1, 2, 4] });
    applyDeliveredEvent(queryClient, { conversation_id: 70, message_ids: [3] }); // another conversation
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey({ conversationId: 50 }));
    expect(messagesOf(pages).map((m) => m.status)).toEqual(['read', 'delivered', 'sent', 'sent']);
  });

  it('typing is kept per conversation with its time, and a message from the typist ends it', () => {
    const queryClient = cacheWith(list(), pagesOf(messageFixture(1)));
    applyTypingEvent(queryClient, { conversation_id: 50, member_id: 5 }, 1000);
    expect(queryClient.getQueryData(typingQueryKey(50))).toEqual({ memberId: 5, at: 1000 });
    applyMessageEvent(queryClient, { conversation_id: 50, message: messageFixture(2) });
    expect(queryClient.getQueryData(typingQueryKey(50))).toBeNull();
  });

  it('a refetch read before a delivered mark arrived does not take the mark back', async () => {
    const target = { conversationId: 50 };
    const queryClient = new QueryClient();
    const before = pagesOf(messageFixture(7, { mine: true, client_id: 'c-7', status: 'sent' }));
    queryClient.setQueryData(messagesQueryKey(target), before);
    // the other member's app had it while this device's refetch (answered from before that) was under way
    let answer!: (page: MessagesResponse) => void;
    const refetch = queryClient.fetchInfiniteQuery({
      ...messagesQueryOptions(target),
      queryFn: () => new Promise<MessagesResponse>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    applyDeliveredEvent(queryClient, { conversation_id: 50, message_ids: [7] });
    answer(before.pages[0]!);
    await refetch;
    const pages = queryClient.getQueryData<ConversationPages>(messagesQueryKey(target));
    expect(messagesOf(pages).map((m) => m.status)).toEqual(['delivered']);
  });
});
