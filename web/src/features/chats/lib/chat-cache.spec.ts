import { describe, expect, it } from 'vitest';
import { chatFixture, messageFixture, messagesFixture } from '../__tests__/render-chats';
import {
  firstUnreadOf,
  keepingFurtherMarks,
  messagesOf,
  withMessage,
  withReadUpTo,
  withUnread,
  type ConversationPages,
} from './chat-cache';

const pagesOf = (...messages: ReturnType<typeof messageFixture>[]): ConversationPages => ({
  pages: [messagesFixture({ messages })],
  pageParams: [undefined],
});

describe('withMessage', () => {
  it('adds a new message in id order and replaces a known one by id or client_id', () => {
    const pages = withMessage(pagesOf(messageFixture(1), messageFixture(3)), messageFixture(2));
    expect(messagesOf(pages).map((m) => m.id)).toEqual([1, 2, 3]);
    const own = pagesOf(messageFixture(4, { mine: true, client_id: 'c-4', text: 'old' }));
    const replaced = withMessage(own, messageFixture(4, { mine: true, client_id: 'c-4', text: 'new' }));
    expect(messagesOf(replaced).map((m) => m.text)).toEqual(['new']);
  });

  it('keeps a read mark when the send’s answer ("sent") comes after the socket’s read event', () => {
    const echoed = pagesOf(messageFixture(7, { mine: true, client_id: 'c-7', status: 'sent' }));
    const read = withReadUpTo(echoed, 7);
    const answered = withMessage(read, messageFixture(7, { mine: true, client_id: 'c-7', status: 'sent' }));
    expect(messagesOf(answered).map((m) => m.status)).toEqual(['read']);
  });
});

describe('keepingFurtherMarks', () => {
  it('keeps a held mark further than the fetched one, takes a further fetched one, adds nothing', () => {
    const held = pagesOf(
      messageFixture(1, { mine: true, status: 'delivered' }),
      messageFixture(2, { mine: true, status: 'read' }),
      messageFixture(3, { mine: true, status: 'sent' }),
    );
    const fetched = pagesOf(
      messageFixture(1, { mine: true, status: 'sent' }),
      messageFixture(2, { mine: true, status: 'delivered' }),
      messageFixture(3, { mine: true, status: 'read' }),
      messageFixture(4, { mine: false, status: 'delivered' }),
    );
    expect(messagesOf(keepingFurtherMarks(held, fetched)).map((m) => [m.id, m.status])).toEqual([
      [1, 'delivered'],
      [2, 'read'],
      [3, 'read'],
      [4, 'delivered'],
    ]);
    expect(keepingFurtherMarks(undefined, fetched)).toBe(fetched);
  });
});

describe('firstUnreadOf', () => {
  const messages = [
    messageFixture(1),
    messageFixture(2, { mine: true }),
    messageFixture(3),
    messageFixture(4),
  ];
  const data = (unread = 0, conversationId: number | null = 50): ConversationPages => ({
    pages: [
      messagesFixture({
        messages,
        unread,
        conversation: conversationId === null ? null : { id: conversationId },
      }),
    ],
    pageParams: [undefined],
  });
  const list = (unread: number) => ({
    chats: [chatFixture(5, { conversation: { id: 50 }, num_unread_messages: unread })],
    unread,
  });

  it('finds the first of the other member’s last messages the list counted unread', () => {
    expect(firstUnreadOf(list(2), data())).toEqual({ id: 3, count: 2 });
    // more unread than this page holds of theirs: from the first of theirs it holds
    expect(firstUnreadOf(list(5), data())).toEqual({ id: 1, count: 5 });
  });

  it('takes the newest page’s count when the list is not loaded or does not have the chat', () => {
    expect(firstUnreadOf(undefined, data(2))).toEqual({ id: 3, count: 2 });
    expect(firstUnreadOf({ chats: [], unread: 0 }, data(1))).toEqual({ id: 4, count: 1 });
    // the list, kept current by the socket and the reads, says the chat was read since the page came
    expect(firstUnreadOf(list(0), data(2))).toBeNull();
  });

  it('finds none when nothing is unread or the chat has not started', () => {
    expect(firstUnreadOf(list(0), data())).toBeNull();
    expect(firstUnreadOf(undefined, data())).toBeNull();
    expect(firstUnreadOf(list(2), data(2, null))).toBeNull();
  });
});

describe('withUnread', () => {
  it('changes the newest page’s count only, and keeps the pages when it is the same', () => {
    const held: ConversationPages = {
      pages: [messagesFixture({ unread: 1 }), messagesFixture({ unread: 0, messages: [messageFixture(0)] })],
      pageParams: [undefined, 1],
    };
    const counted = withUnread(held, (n) => n + 1);
    expect(counted.pages.map((page) => page.unread)).toEqual([2, 0]);
    expect(counted.pages[1]).toBe(held.pages[1]);
    expect(withUnread(counted, () => 0).pages[0]!.unread).toBe(0);
    expect(withUnread(held, () => 1)).toBe(held);
  });
});
