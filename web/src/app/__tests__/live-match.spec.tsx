import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimMatchDialog } from '../../features/likes/lib/match-claims';
import { json } from '../../test/render-feature';
import { renderLive } from './render-live';

const NAMES: Record<number, string> = { 8: 'Ben', 9: 'Carl' };

const renderMatches = () =>
  renderLive({
    path: '/members',
    namespace: 'common',
    api: ({ url }) => {
      const id = Number(url.searchParams.get('id'));
      if (url.pathname === '/api/member.php' && NAMES[id])
        return json({ member: { id, name: NAMES[id], main_image: null }, related: [] });
      if (url.pathname === '/api/likes.php')
        return json({ profiles: [], liked_by: [], matches: [], totals: { new_likes: 0 } });
      return undefined;
    },
  });

describe('a live match', () => {
  it('opens the match dialog with the other member, on whatever page the member is', async () => {
    const { server, calls } = await renderMatches();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server('match', { member_id: 8 });
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveTextContent('You and Ben like each other.');
    expect(within(dialog).getByRole('link', { name: 'Send a message' })).toHaveAttribute(
      'href',
      '/members/8/chat',
    );
    expect(calls.some((call) => call.path === '/api/member.php?id=8')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the same match again (a replayed event) does not open it twice
    server('match', { member_id: 8 });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/member.php?id=8')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed when the member’s own like announced that match already', async () => {
    const { server, queryClient } = await renderMatches();
    expect(claimMatchDialog(queryClient as QueryClient, 8)).toBe(true); // the profile's own dialog
    server('match', { member_id: 8 });
    // a match with another member after it: only that one shows
    server('match', { member_id: 9 });
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog).toHaveTextContent('You and Carl like each other.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
