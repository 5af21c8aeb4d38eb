import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatFixture, messageFixture } from '../../features/chats/__tests__/render-chats';
import { CHATS_QUERY_KEY } from '../../features/chats/api/chats';
import { MESSAGE_TOAST_MS } from '../../features/chats/components/message-toast';
import { setOpenConversation } from '../../features/chats/lib/open-conversation';
import { json } from '../../test/render-feature';
import { renderLive } from './render-live';

// Bea (member 5) in conversation 50, the only chat
const chats = { chats: [chatFixture(5, { profile: { ...chatFixture(5).profile, name: 'Bea' } })], unread: 0 };

const renderMessages = (path = '/members') =>
  renderLive({
    path,
    namespace: 'chats',
    api: ({ url }) => (url.pathname === '/api/chats.php' ? json(chats) : undefined),
  });

const toast = () => screen.queryByTestId('message-toast');

afterEach(() => {
  vi.useRealTimers();
  setOpenConversation(null);
});

describe('a new message on a page without the chats', () => {
  it('is told with who wrote and what, in a live region, and opens the chat', async () => {
    const { server, router, calls } = await renderMessages();
    server('message', { conversation_id: 50, message: messageFixture(7, { text: 'Coffee on Sunday?' }) });
    const note = await screen.findByTestId('message-toast');
    expect(note.closest('[role="status"]')).not.toBeNull();
    const link = within(note).getByRole('link', { name: /New message from Bea/ });
    expect(link).toHaveTextContent('Coffee on Sunday?');
    expect(link).toHaveAttribute('href', '/chats/50');
    // the list was not loaded: loaded once for the card, then kept
    expect(calls.filter((call) => call.path === '/api/chats.php')).toHaveLength(1);

    // a photo says what it is; the newest note replaces the one before
    server('message', { conversation_id: 50, message: messageFixture(8, { kind: 'photo', text: '' }) });
    await waitFor(() => expect(toast()).toHaveTextContent('Photo'));
    expect(screen.getAllByTestId('message-toast')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/chats.php')).toHaveLength(1);
    // Bea is a real member: no fictional mark
    expect(toast()!.querySelector('[data-fictional]')).toBeNull();

    fireEvent.click(within(toast()!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chats/50'));
    expect(toast()).not.toBeInTheDocument();
  });

  it('is not told for the member’s own message, the open chat, or where the chats show it', async () => {
    const { server, router, queryClient, calls } = await renderMessages();
    queryClient.setQueryData(CHATS_QUERY_KEY, chats);
    const settled = () => act(async () => {}); // the card is read from the list in a microtask
    // one note first, so its translations are loaded and the next ones would show at once
    server('message', { conversation_id: 50, message: messageFixture(7) });
    fireEvent.click(
      within(await screen.findByTestId('message-toast')).getByRole('button', { name: 'Dismiss' }),
    );
    expect(toast()).not.toBeInTheDocument();
    server('message', { conversation_id: 50, message: messageFixture(8, { mine: true }) });
    setOpenConversation(50);
    server('message', { conversation_id: 50, message: messageFixture(9) });
    setOpenConversation(null);
    await settled();
    expect(toast()).not.toBeInTheDocument();

    await act(() => router.navigate('/chats'));
    server('message', { conversation_id: 50, message: messageFixture(10) });
    await settled();
    expect(toast()).not.toBeInTheDocument();

    // a chat not in the list (a member who left): loaded again, and nothing to tell
    await act(() => router.navigate('/likes'));
    server('message', { conversation_id: 70, message: messageFixture(11) });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/chats.php')).toBe(true));
    await settled();
    expect(toast()).not.toBeInTheDocument();
    // and one that is told, so the above would have shown
    server('message', { conversation_id: 50, message: messageFixture(12, { text: 'Told' }) });
    await settled();
    expect(toast()).toHaveTextContent('Told');
  });

  it('is forgotten when the member goes to the chats another way, and does not come back after', async () => {
    const { server, router } = await renderMessages();
    server('message', { conversation_id: 50, message: messageFixture(7) });
    await screen.findByTestId('message-toast');
    await act(() => router.navigate('/chats'));
    expect(toast()).not.toBeInTheDocument();
    await act(() => router.navigate('/members'));
    expect(toast()).not.toBeInTheDocument();
  });

  it('marks a fictional writer as the chats do', async () => {
    const { server, queryClient } = await renderMessages();
    const orla = chatFixture(6, { profile: { ...chatFixture(6).profile, name: 'Orla', fictional: true } });
    queryClient.setQueryData(CHATS_QUERY_KEY, { chats: [orla], unread: 0 });
    server('message', { conversation_id: 60, message: messageFixture(7) });
    const note = await screen.findByTestId('message-toast');
    expect(within(note).getByRole('link', { name: /New message from Orla/ })).toBeInTheDocument();
    expect(await within(note).findByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
  });

  it('goes by itself after a while, but not while pointed at; and at once when dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await renderMessages();
    server('message', { conversation_id: 50, message: messageFixture(7) });
    const note = await screen.findByTestId('message-toast');
    fireEvent.mouseEnter(note);
    act(() => vi.advanceTimersByTime(MESSAGE_TOAST_MS * 2));
    expect(toast()).toBeInTheDocument();
    fireEvent.mouseLeave(note);
    act(() => vi.advanceTimersByTime(MESSAGE_TOAST_MS));
    expect(toast()).not.toBeInTheDocument();

    server('message', { conversation_id: 50, message: messageFixture(8) });
    fireEvent.click(
      within(await screen.findByTestId('message-toast')).getByRole('button', { name: 'Dismiss' }),
    );
    expect(toast()).not.toBeInTheDocument();
  });
});
