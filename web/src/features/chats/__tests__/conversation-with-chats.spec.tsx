import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChatDraft, saveChatDraft } from '../../../lib/chat-drafts';
import { ConversationWithChats } from '../components/conversation-with-chats';
import { chatFixture, json, messageFixture, messagesFixture, renderChats } from './render-chats';

/** A viewport of `width` px: matchMedia answers min-width queries as a browser would. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function renderConversation(
  target: { conversationId: number } | { memberId: number },
  chats = [chatFixture(5, { conversation: { id: 50 } }), chatFixture(7, { num_unread_messages: 2 })],
) {
  return renderChats(<ConversationWithChats routeName="chats-id" target={target} />, {
    path: '/chats/50',
    pattern: '/chats/:id',
    handler: ({ url }) => {
      if (url.pathname === '/api/messages.php') return json(messagesFixture());
      if (url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 2 });
      if (url.pathname === '/api/chats.php') return json({ chats, unread: 2 });
      return undefined;
    },
  });
}

describe('ConversationWithChats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the chats beside the conversation on a wide screen, the open one marked, the others one click away', async () => {
    viewport(1280);
    await renderConversation({ conversationId: 50 });
    const aside = await screen.findByRole('navigation', { name: 'Your chats' });
    const links = await within(aside).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chats/50', '/chats/70']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(within(links[1]!).getByText('2 unread')).toBeInTheDocument();
    // no removing from beside a chat: that stays on /chats and in the chat's menu
    expect(within(aside).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('log', { name: 'Messages with Anna' })).toBeInTheDocument();
  });

  it('shows what waits to be sent in another chat’s row, and the open chat’s only in its field', async () => {
    viewport(1280);
    saveChatDraft(7, 'See you at eight?');
    await renderConversation({ conversationId: 50 });
    const aside = await screen.findByRole('navigation', { name: 'Your chats' });
    const [open, other] = await within(aside).findAllByRole('link');
    expect(other).toHaveTextContent('Draft: See you at eight?');
    expect(other).not.toHaveTextContent('Hello from M7');

    fireEvent.change(screen.getByRole('textbox', { name: 'Your message to Anna' }), {
      target: { value: 'Typed here' },
    });
    expect(readChatDraft(5)).toBe('Typed here');
    expect(open).toHaveTextContent('Hello from M5');
    expect(open).not.toHaveTextContent('Draft');
  });

  it('marks where the messages that were new as the chat opened start, with their count', async () => {
    viewport(1280);
    let answerMessages!: () => void;
    const messagesReleased = new Promise<void>((resolve) => (answerMessages = resolve));
    const page = messagesFixture({
      messages: [
        messageFixture(1),
        messageFixture(2, { mine: true, text: 'Mine' }),
        messageFixture(3),
        messageFixture(4),
      ],
    });
    await renderChats(<ConversationWithChats routeName="chats-id" target={{ conversationId: 50 }} />, {
      path: '/chats/50',
      pattern: '/chats/:id',
      handler: ({ url }) => {
        if (url.pathname === '/api/chats.php')
          return json({
            chats: [chatFixture(5, { conversation: { id: 50 }, num_unread_messages: 2 })],
            unread: 2,
          });
        if (url.pathname === '/api/messages.php') return messagesReleased.then(() => json(page));
        if (url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 0 });
        return undefined;
      },
    });
    // the list is in (its column shows) before the conversation arrives
    await screen.findByRole('navigation', { name: 'Your chats' });
    answerMessages();
    const divider = await screen.findByRole('separator', { name: '2 new messages' });
    expect(divider.closest('li')!.nextElementSibling).toHaveTextContent('Message 3');
    expect(screen.getAllByRole('separator', { name: /new message/ })).toHaveLength(1);
  });

  it('searches a long list beside the chat; the open chat stays among the unread ones once read', async () => {
    viewport(1280);
    const named = (id: number, name: string, unread = 0) =>
      chatFixture(id, {
        conversation: { id: id * 10 },
        profile: { ...chatFixture(id).profile, name },
        num_unread_messages: unread,
      });
    await renderConversation({ conversationId: 50 }, [
      named(5, 'Anna'),
      named(6, 'Joanna', 1),
      named(7, 'Carl'),
      named(8, 'Bea'),
      named(9, 'Zoë', 2),
    ]);
    const aside = await screen.findByRole('navigation', { name: 'Your chats' });
    const names = () =>
      within(aside)
        .getAllByRole('link')
        .map((link) => link.querySelector('.chat-row__name')?.textContent);
    await waitFor(() => expect(names()).toHaveLength(5));

    fireEvent.change(within(aside).getByRole('searchbox', { name: 'Search your chats' }), {
      target: { value: 'anna' },
    });
    expect(names()).toEqual(['Anna', 'Joanna']);
    fireEvent.change(within(aside).getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(within(aside).getByRole('button', { name: 'Unread' }));
    // Anna's chat is open (and read): it stays in the list beside it
    expect(names()).toEqual(['Anna', 'Joanna', 'Zoë']);
  });

  it('marks the chat with the member when the chat was opened by member id', async () => {
    viewport(1280);
    await renderConversation({ memberId: 7 });
    const aside = await screen.findByRole('navigation', { name: 'Your chats' });
    await waitFor(() =>
      expect(within(aside).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/chats/70'),
    );
  });

  it('shows the conversation alone on a phone or a tablet, without loading the chats', async () => {
    viewport(900);
    const { calls } = await renderConversation({ conversationId: 50 });
    expect(await screen.findByRole('log', { name: 'Messages with Anna' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your chats' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/chats.php')).toBe(false);
  });

  it('leaves out the list while the member has no chat', async () => {
    viewport(1280);
    const { calls } = await renderConversation({ memberId: 9 }, []);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/chats.php')).toBe(true));
    expect(await screen.findByRole('log', { name: 'Messages with Anna' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your chats' })).not.toBeInTheDocument();
  });
});
