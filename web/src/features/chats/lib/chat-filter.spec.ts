import { describe, expect, it } from 'vitest';
import { chatFixture, chatProfileFixture } from '../__tests__/render-chats';
import { filterChats } from './chat-filter';

const chats = [
  chatFixture(1, { profile: chatProfileFixture(1, { name: 'Zoë' }), num_unread_messages: 2 }),
  chatFixture(2, { profile: chatProfileFixture(2, { name: 'Anna' }) }),
  chatFixture(3, { profile: chatProfileFixture(3, { name: 'Joanna' }), num_unread_messages: 1 }),
];
const names = (list: typeof chats) => list.map((chat) => chat.profile.name);

describe('filterChats', () => {
  it('finds a part of the name, without case or accents, in the list order', () => {
    expect(names(filterChats(chats, { query: 'ANNA', unreadOnly: false }))).toEqual(['Anna', 'Joanna']);
    expect(names(filterChats(chats, { query: ' zoe ', unreadOnly: false }))).toEqual(['Zoë']);
    expect(names(filterChats(chats, { query: '', unreadOnly: false }))).toEqual(['Zoë', 'Anna', 'Joanna']);
  });

  it('keeps only the chats with unread messages, with or without a name', () => {
    expect(names(filterChats(chats, { query: '', unreadOnly: true }))).toEqual(['Zoë', 'Joanna']);
    expect(names(filterChats(chats, { query: 'anna', unreadOnly: true }))).toEqual(['Joanna']);
    expect(filterChats(chats, { query: 'nobody', unreadOnly: false })).toEqual([]);
  });

  it('keeps a chat among the unread ones when told to (the chat open beside the list, read by opening it)', () => {
    const open = (chat: (typeof chats)[number]) => chat.profile.name === 'Anna';
    expect(names(filterChats(chats, { query: '', unreadOnly: true }, open))).toEqual([
      'Zoë',
      'Anna',
      'Joanna',
    ]);
    expect(names(filterChats(chats, { query: 'jo', unreadOnly: true }, open))).toEqual(['Joanna']);
  });
});
