import { describe, expect, it } from 'vitest';
import { messageFixture, messagesFixture } from '../__tests__/render-chats';
import { messagesOf, withMessage, withReadUpTo, type ConversationPages } from './chat-cache';

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
