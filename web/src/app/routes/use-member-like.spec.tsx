import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memberCardFixture } from '../../test/fixtures';
import { fakeApi, json } from '../../test/render-feature';
import { useMemberLike } from './use-member-like';

/** The profile page's like control for member 8, with Ben's like `likeNew` or not. */
async function openProfileOf8(likeNew: boolean) {
  const { calls } = fakeApi(({ url, method }) => {
    if (url.pathname === '/api/likes.php')
      return json({
        profiles: [],
        liked_by: [
          { ...memberCardFixture(8), like_new: likeNew, liked_at: '2026-11-21T12:00:00Z', match: false },
        ],
        matches: [],
        totals: { new_likes: likeNew ? 1 : 0 },
      });
    if (url.pathname === '/api/like-seen.php' && method === 'POST') return json({ ok: true });
    return undefined;
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useMemberLike(8, true), { wrapper });
  await waitFor(() => expect(calls.some((call) => call.path === '/api/likes.php')).toBe(true));
  return calls;
}

describe('useMemberLike', () => {
  it('opening the profile of someone whose like is new marks it seen, on /members/:id as on /likes/m/:id', async () => {
    const calls = await openProfileOf8(true);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/api/like-seen.php', body: { id: 8 } }),
    );
    // and the likes (the badge's count is under their key) load again
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/likes.php')).toHaveLength(2));
  });

  it('asks nothing when the like was seen already', async () => {
    const calls = await openProfileOf8(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.path === '/api/like-seen.php')).toBe(false);
  });
});
