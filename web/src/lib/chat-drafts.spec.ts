import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  forgetChatDraft,
  forgetChatDrafts,
  forgetUnsentMessage,
  keepUnsentMessage,
  readChatDraft,
  readUnsentMessages,
  saveChatDraft,
  useChatDraft,
} from './chat-drafts';

describe('chat drafts', () => {
  it('keeps a draft per member, in the tab session, until it is blank', () => {
    saveChatDraft(7, 'Hello there');
    saveChatDraft(8, 'Another one');
    expect(readChatDraft(7)).toBe('Hello there');
    expect(readChatDraft(8)).toBe('Another one');
    expect(readChatDraft(9)).toBe('');
    expect(JSON.parse(window.sessionStorage.getItem('kindred.chat-drafts')!)).toEqual({
      7: 'Hello there',
      8: 'Another one',
    });

    saveChatDraft(7, '   ');
    expect(readChatDraft(7)).toBe('');
    expect(readChatDraft(8)).toBe('Another one');
  });

  it('forgets every draft (logout)', () => {
    saveChatDraft(7, 'Hello');
    forgetChatDrafts();
    expect(readChatDraft(7)).toBe('');
  });

  it('reads a damaged or foreign value as no drafts', () => {
    window.sessionStorage.setItem('kindred.chat-drafts', '{not json');
    expect(readChatDraft(7)).toBe('');
    window.sessionStorage.setItem('kindred.chat-drafts', JSON.stringify({ 7: 42, 8: 'kept' }));
    expect(readChatDraft(7)).toBe('');
    expect(readChatDraft(8)).toBe('kept');
  });

  it('keeps at most 10,000 characters', () => {
    saveChatDraft(7, 'x'.repeat(12_000));
    expect(readChatDraft(7)).toHaveLength(10_000);
  });

  it('tells a row showing the draft when it changes elsewhere on the page', () => {
    const { result } = renderHook(() => useChatDraft(7));
    expect(result.current).toBe('');
    act(() => saveChatDraft(7, 'typed beside the list'));
    expect(result.current).toBe('typed beside the list');
    act(() => forgetChatDrafts());
    expect(result.current).toBe('');
  });

  it('keeps unsent messages per member beside the drafts, and forgets them with the chat or at logout', () => {
    keepUnsentMessage(7, { clientId: 'a', at: '2026-01-01T10:00:00.000Z', kind: 'text', text: 'Hi' });
    keepUnsentMessage(7, {
      clientId: 'b',
      at: '2026-01-01T10:01:00.000Z',
      kind: 'gift',
      giftId: 3,
      giftName: 'Rose',
      giftImage: null,
    });
    keepUnsentMessage(8, { clientId: 'c', at: '2026-01-01T10:02:00.000Z', kind: 'text', text: 'Hey' });
    expect(readUnsentMessages(7).map((item) => item.clientId)).toEqual(['a', 'b']);
    forgetUnsentMessage(7, 'a');
    expect(readUnsentMessages(7).map((item) => item.clientId)).toEqual(['b']);
    saveChatDraft(7, 'typed');
    forgetChatDraft(7);
    expect(readUnsentMessages(7)).toEqual([]);
    expect(readChatDraft(7)).toBe('');
    expect(readUnsentMessages(8)).toHaveLength(1);
    forgetChatDrafts();
    expect(readUnsentMessages(8)).toEqual([]);
    window.sessionStorage.setItem('kindred.chat-unsent', JSON.stringify({ 7: [{ clientId: 1 }, 'x'] }));
    expect(readUnsentMessages(7)).toEqual([]);
  });
});
