import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatsPage } from '../components/chats-page';
import { apiError, chatFixture, chatProfileFixture, json, renderChats } from './render-chats';

/** chats.php answers 503 while `failing()` says so, else one chat. */
const oneChatUnless =
  (failing: () => boolean) =>
  ({ url }: { url: URL }) =>
    url.pathname !== '/api/chats.php'
      ? undefined
      : failing()
        ? apiError(503, 'unavailable', 'Service unavailable')
        : json({ chats: [chatFixture(1)], unread: 0 });

describe('ChatsPage', () => {
  it('says the chats could not be loaded once the retries are spent, and loads them on "Try again"', async () => {
    let failing = true;
    const { calls } = await renderChats(<ChatsPage routeName="chats" />, {
      handler: oneChatUnless(() => failing),
    });
    await screen.findByText('Loading your chats…');
    // SPEC §7: a request is retried up to 5 times with exponential delay (about 8 s in all).
    const failed = await screen.findByText('Your chats could not be loaded.', {}, { timeout: 15_000 });
    expect(calls.filter((call) => call.path === '/api/chats.php')).toHaveLength(6);
    expect(screen.queryByText('Loading your chats…')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(within(failed.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(1);
  }, 20_000);

  it('keeps the list it shows when a later load fails (a poll), rather than putting the error over it', async () => {
    let failing = false;
    const { queryClient } = await renderChats(<ChatsPage routeName="chats" />, {
      handler: oneChatUnless(() => failing),
    });
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(1);
    failing = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['chats'] }));
    expect(queryClient.getQueryState(['chats'])?.status).toBe('error');
    expect(screen.getAllByTestId('chat-row')).toHaveLength(1);
    expect(screen.queryByText('Your chats could not be loaded.')).not.toBeInTheDocument();
  });

  it('lists the chats newest first with their photo, name, preview by kind and unread count', async () => {
    await renderChats(<ChatsPage routeName="chats" />, {
      handler: ({ url }) =>
        url.pathname === '/api/chats.php'
          ? json({
              chats: [
                chatFixture(1, { num_unread_messages: 3 }),
                chatFixture(2, {
                  last_message: { text: '', kind: 'photo', at: new Date().toISOString(), mine: false },
                }),
                chatFixture(3, {
                  last_message: { text: 'Rose', kind: 'gift', at: new Date().toISOString(), mine: true },
                }),
                chatFixture(4, { num_unread_messages: 120, last_message: null }),
              ],
              unread: 123,
            })
          : undefined,
    });
    const rows = await screen.findAllByTestId('chat-row');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/chats/10',
      '/chats/20',
      '/chats/30',
      '/chats/40',
    ]);
    expect(within(rows[0]!).getByText('M1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Hello from M1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 unread')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Photo')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('You: Gift: Rose')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('No messages yet')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('99+')).toBeInTheDocument();
  });

  it('searches a long list by name and cuts it to the unread chats, kept in the address', async () => {
    const named = (id: number, name: string, unread = 0) =>
      chatFixture(id, { profile: chatProfileFixture(id, { name }), num_unread_messages: unread });
    const chats = [
      named(1, 'Zoë', 2),
      named(2, 'Anna'),
      named(3, 'Joanna', 1),
      named(4, 'Carl'),
      named(5, 'Bea'),
    ];
    const { router } = await renderChats(<ChatsPage routeName="chats" />, {
      handler: ({ url }) => (url.pathname === '/api/chats.php' ? json({ chats, unread: 3 }) : undefined),
    });
    const names = () =>
      screen.getAllByTestId('chat-row').map((row) => row.querySelector('.chat-row__name')?.textContent);
    await screen.findAllByTestId('chat-row');
    expect(names()).toEqual(['Zoë', 'Anna', 'Joanna', 'Carl', 'Bea']);

    const search = screen.getByRole('searchbox', { name: 'Search your chats' });
    fireEvent.change(search, { target: { value: 'ANNA' } });
    expect(names()).toEqual(['Anna', 'Joanna']);
    expect(screen.getByRole('status')).toHaveTextContent('2 chats shown');
    expect(router.state.location.search).toBe('?q=ANNA');

    const unread = screen.getByRole('button', { name: 'Unread' });
    fireEvent.click(unread);
    expect(unread).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Joanna']);
    expect(router.state.location.search).toBe('?q=ANNA&show=unread');

    fireEvent.change(search, { target: { value: 'zoe' } });
    expect(names()).toEqual(['Zoë']);
    fireEvent.change(search, { target: { value: 'Carl' } });
    expect(screen.queryByTestId('chat-row')).not.toBeInTheDocument();
    expect(screen.getByText('No chat with a name like “Carl”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all chats' }));
    expect(names()).toEqual(['Zoë', 'Anna', 'Joanna', 'Carl', 'Bea']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('offers no search for a short list', async () => {
    await renderChats(<ChatsPage routeName="chats" />, {
      handler: ({ url }) =>
        url.pathname === '/api/chats.php'
          ? json({ chats: [chatFixture(1), chatFixture(2)], unread: 0 })
          : undefined,
    });
    await screen.findAllByTestId('chat-row');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then the empty state that leads to the search', async () => {
    let answer: (response: Response) => void = () => undefined;
    await renderChats(<ChatsPage routeName="chats" />, {
      handler: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('Loading your chats…')).toBeInTheDocument();
    answer(json({ chats: [], unread: 0 }));
    expect(
      await screen.findByText('No conversations yet. Find someone you like and say hello.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
  });

  it('removes a chat at once; when the server refuses, shows the error and loads the list again', async () => {
    let loads = 0;
    let refuse: () => void = () => undefined;
    const { calls } = await renderChats(<ChatsPage routeName="chats" />, {
      handler: ({ url, method }) => {
        if (url.pathname === '/api/chats.php') {
          loads += 1;
          return json({ chats: [chatFixture(1), chatFixture(2)], unread: 0 });
        }
        if (url.pathname === '/api/chat.php' && method === 'DELETE')
          return new Promise<Response>((resolve) => {
            refuse = () =>
              resolve(apiError(404, 'conversation_not_found', 'This conversation does not exist.'));
          });
        return undefined;
      },
    });
    expect(await screen.findAllByTestId('chat-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the chat with M1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the chat with M1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // gone before the server answered
    await waitFor(() => expect(screen.queryByText('M1')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('chat-row')).toHaveLength(1);
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chat could not be removed: This conversation does not exist.',
    );
    // and back with the reloaded list
    expect(await screen.findByText('M1')).toBeInTheDocument();
    expect(loads).toBe(2);
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: 10 });
  });
});
