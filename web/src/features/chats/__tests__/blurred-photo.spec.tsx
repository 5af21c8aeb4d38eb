import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationPage } from '../components/conversation-page';
import { applyMessageEvent } from '../lib/socket-events';
import { json, messageFixture, messagesFixture, renderChats } from './render-chats';

const photoMessage = (id: number, blurred: boolean, mine = false) =>
  messageFixture(id, {
    kind: 'photo',
    text: '',
    mine,
    photo: { url: `/media/chat/${id}.jpg`, thumb_url: `/media/chat/${id}_thumb.jpg`, blurred },
  });

function renderConversation() {
  return renderChats(<ConversationPage routeName="chats-id" target={{ conversationId: 50 }} />, {
    path: '/chats/50',
    pattern: '/chats/:id',
    handler: (call) => {
      if (call.url.pathname === '/api/messages.php' && call.method === 'GET')
        return json(messagesFixture({ messages: [photoMessage(1, true), photoMessage(2, false)] }));
      if (call.url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 0 });
      return undefined;
    },
  });
}

describe('a chat photo above the site’s safety threshold', () => {
  it('arrives blurred behind a button and is revealed by a tap; a safe one shows as it is', async () => {
    await renderConversation();
    const log = await screen.findByRole('log', { name: 'Messages with Anna' });
    const blurred = within(log).getByRole('button', { name: 'Show photo' });
    expect(blurred).toHaveClass('chat-message__photo--blurred');
    expect(within(blurred).getByText('This photo may be explicit. Tap to show it.')).toBeInTheDocument();
    // only the safe photo is shown (and linked) so far
    expect(within(log).getAllByRole('img', { name: 'Photo in the chat' })).toHaveLength(1);
    // the thumbnail is shown, linked to the full photo
    expect(within(log).getByRole('link')).toHaveAttribute('href', '/media/chat/2.jpg');
    expect(within(log).getByRole('img', { name: 'Photo in the chat' })).toHaveAttribute(
      'src',
      '/media/chat/2_thumb.jpg',
    );
    expect(blurred.querySelector('img')).toHaveAttribute('src', '/media/chat/1_thumb.jpg');

    fireEvent.click(blurred);
    expect(within(log).queryByRole('button', { name: 'Show photo' })).not.toBeInTheDocument();
    expect(within(log).getAllByRole('img', { name: 'Photo in the chat' })).toHaveLength(2);
    expect(
      within(log)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/media/chat/1.jpg', '/media/chat/2.jpg']);
  });

  it('shows the photo clear when the server pushes it again once scored within the threshold', async () => {
    const { queryClient } = await renderConversation();
    const log = await screen.findByRole('log', { name: 'Messages with Anna' });
    expect(within(log).getByRole('button', { name: 'Show photo' })).toBeInTheDocument();
    act(() => applyMessageEvent(queryClient, { conversation_id: 50, message: photoMessage(1, false) }));
    await waitFor(() =>
      expect(within(log).getAllByRole('img', { name: 'Photo in the chat' })).toHaveLength(2),
    );
    expect(within(log).queryByRole('button', { name: 'Show photo' })).not.toBeInTheDocument();
  });
});
