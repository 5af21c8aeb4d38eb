import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberCardFixture } from '../../test/fixtures';
import { json } from '../../test/render-feature';
import { renderApp } from '../../test/render-app';

const member = {
  id: 1,
  credits: 25,
  status: 'activated',
  paid_user: true,
  notifications_disabled: [],
  profile: { id: 1, name: 'Sam' },
};

describe('chat routes', () => {
  it('show on the messages link and, with the new likes, in the title, as the page loads', async () => {
    // a page just opened: the counts do not wait for the refresh that starts 5 s later
    vi.spyOn(performance, 'now').mockReturnValue(0);
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    const { fetchMock } = await renderApp('/login', {
      user: member,
      api: (url) => {
        // the badge and the title poll the counts alone, not the lists
        if (url.pathname === '/api/chat-totals.php') return json({ unread: 3 });
        if (url.pathname === '/api/like-totals.php') return json({ new_likes: 2 });
        return undefined;
      },
    });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // asked together with the new likes, not after the 5 s the refresh waits
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Likes/ })).toHaveTextContent('2'));
    const askedFirst = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(askedFirst).toContain('/api/chat-totals.php');
    const messages = await within(nav).findByRole('link', { name: /^Messages ?3 unread messages$/ });
    expect(messages).toHaveTextContent('3');
    await waitFor(() => expect(document.title).toMatch(/^\(5\) /));
    expect(within(nav).getByRole('link', { name: /^Likes/ })).toHaveTextContent('2');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(asked).not.toContain('/api/chats.php');
    expect(asked).not.toContain('/api/likes.php');
  });

  it('asks a visitor to log in to chat', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    await renderApp('/chats/4');
    expect(await screen.findByText('You need to be logged in to chat')).toBeInTheDocument();
  });

  it('opens the conversation with a member at /members/{id}/chat', async () => {
    window.localStorage.setItem('site-entry-warning-skipped', '1');
    const { fetchMock } = await renderApp('/members/5/chat', {
      user: member,
      api: (url) =>
        url.pathname === '/api/messages.php'
          ? json({
              conversation: { id: 50 },
              profile: { ...memberCardFixture(5), name: 'Anna', online: false, last_active_at: null },
              messages: [],
              has_older: false,
              older_hidden: true,
              unread: 0,
            })
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna, 30' })).toBeInTheDocument();
    expect(
      screen.getByText('Older messages are no longer visible to protect your privacy.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/messages.php?member_id=5');
  });
});
