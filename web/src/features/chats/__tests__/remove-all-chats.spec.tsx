import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readChatDraft, saveChatDraft } from '../../../lib/chat-drafts';
import type { ApiHandler } from '../../../test/render-feature';
import { ChatsPage } from '../components/chats-page';
import { ConversationPage } from '../components/conversation-page';
import {
  apiError,
  chatFixture,
  chatProfileFixture,
  json,
  messagesFixture,
  renderChats,
} from './render-chats';

/** The chat with Anna (member 5, conversation 50) open, the list (/chats) one step away. */
function renderChatWithList(remove: ApiHandler) {
  let loads = 0;
  const anna = chatFixture(5, { profile: chatProfileFixture(5, { name: 'Anna' }) });
  const view = renderChats(
    <Routes>
      <Route path="/chats" element={<ChatsPage routeName="chats" />} />
      <Route
        path="/chats/:id"
        element={<ConversationPage routeName="chats-id" target={{ conversationId: 50 }} />}
      />
    </Routes>,
    {
      path: '/chats/50',
      pattern: '*',
      handler: (call) => {
        if (call.url.pathname === '/api/chats.php') {
          loads += 1;
          return json({ chats: [anna, chatFixture(6)], unread: 0 });
        }
        if (call.url.pathname === '/api/messages.php') return json(messagesFixture());
        if (call.url.pathname === '/api/chat-read.php') return json({ ok: true, unread: 0 });
        if (call.url.pathname === '/api/chat.php' && call.method === 'DELETE') return remove(call);
        return undefined;
      },
    },
  );
  return { view, loads: () => loads };
}

async function removeAllFromTheMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More for Anna' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove all chats with Anna' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove all chats with Anna?' });
  expect(dialog).toHaveTextContent('Every conversation with Anna disappears from your list.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
}

describe('removing every chat with a member from the chat’s menu', () => {
  it('takes them off the list at once and opens the list, before the server answers', async () => {
    let answer: () => void = () => undefined;
    const { view } = renderChatWithList(
      () => new Promise<Response>((resolve) => (answer = () => resolve(json({ ok: true })))),
    );
    const { calls, queryClient } = await view;
    // the list is known (the navigation's badge loads it)
    await queryClient.fetchQuery({
      queryKey: ['chats'],
      queryFn: async () => (await fetch('/api/chats.php')).json(),
    });
    saveChatDraft(5, 'never mind');
    await removeAllFromTheMenu();
    const rows = await screen.findAllByTestId('chat-row');
    expect(rows).toHaveLength(1);
    // what was typed for the chats thrown away goes with them
    expect(readChatDraft(5)).toBe('');
    expect(rows[0]).toHaveTextContent('M6');
    expect(screen.queryByText('Anna')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ profile_id: 5 });
    const listLoads = () => calls.filter((call) => call.path === '/api/chats.php').length;
    const before = listLoads();
    answer();
    // answered: the list is loaded again (the server's, without Anna), and no alert shows
    await waitFor(() => expect(listLoads()).toBe(before + 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the server refuses: the list shows the error and loads again', async () => {
    let refuse: () => void = () => undefined;
    const { view, loads } = renderChatWithList(
      () =>
        new Promise<Response>((resolve) => {
          refuse = () => resolve(apiError(404, 'not_found', 'There is no chat with this member.'));
        }),
    );
    await view;
    await removeAllFromTheMenu();
    await waitFor(() => expect(screen.getAllByTestId('chat-row')).toHaveLength(1));
    const before = loads();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chats with Anna could not be removed: There is no chat with this member.',
    );
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(loads()).toBeGreaterThan(before);
  });
});
