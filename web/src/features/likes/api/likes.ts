import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { usePollInterval } from '../../../lib/polling';

export type LikesResponse = Schemas['LikesResponse'];
export type LikedProfile = Schemas['LikedProfile'];
export type LikeResponse = Schemas['LikeResponse'];
export type LikeTotals = Schemas['LikeTotals'];

export const LIKES_QUERY_KEY = ['likes'] as const;
/** Under LIKES_QUERY_KEY: whatever reloads the likes reloads the count too. */
export const LIKE_TOTALS_QUERY_KEY = [...LIKES_QUERY_KEY, 'totals'] as const;

/** GET /api/likes.php: likes given, received and the matches (docs/api.md, "Matching"). */
export function getLikes(signal?: AbortSignal): Promise<LikesResponse> {
  return apiClient.get<LikesResponse>('/api/likes.php', { signal });
}

/**
 * The member's likes; `enabled` only while logged in (a visitor has none). SPEC §4: they refresh every
 * 60 s, every 300 s while push is subscribed.
 */
export function useLikes(enabled: boolean) {
  const pollMs = usePollInterval();
  return useQuery({
    queryKey: LIKES_QUERY_KEY,
    queryFn: ({ signal }) => getLikes(signal),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? pollMs : false,
  });
}

/** GET /api/like-totals.php: likes.php's totals alone (the badge's poll, without the lists of cards). */
export function getLikeTotals(signal?: AbortSignal): Promise<LikeTotals> {
  return apiClient.get<LikeTotals>('/api/like-totals.php', { signal });
}

/**
 * The new likes of the navigation badge and the title's count: polled like the likes (SPEC §4), as a
 * count, so a member with hundreds of likes does not fetch every card each minute. 0 until known.
 */
export function useNewLikes(enabled: boolean): number {
  const pollMs = usePollInterval();
  const { data } = useQuery({
    queryKey: LIKE_TOTALS_QUERY_KEY,
    queryFn: ({ signal }) => getLikeTotals(signal),
    enabled,
    staleTime: 30_000,
    refetchInterval: enabled ? pollMs : false,
  });
  return enabled ? (data?.new_likes ?? 0) : 0;
}

/** POST /api/like.php {id}: {liked, match}; DELETE takes the like (and a match) back. */
export function likeMember(id: number): Promise<LikeResponse> {
  return apiClient.post<LikeResponse>('/api/like.php', { id }, { retries: 0 });
}

export function unlikeMember(id: number): Promise<{ ok: true }> {
  return apiClient.delete<{ ok: true }>('/api/like.php', { id }, { retries: 0 });
}

/** POST /api/like-seen.php {id}: the liker's profile was opened from the likes; its like is no longer new. */
export function markLikeSeen(id: number): Promise<{ ok: true }> {
  return apiClient.post<{ ok: true }>('/api/like-seen.php', { id });
}

/** Likes (`true`) or takes the like back, then reloads the likes; answers whether it made a match. */
export function useSetLiked(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (liked: boolean) =>
      liked ? (await likeMember(id)).match : (await unlikeMember(id), false),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY }),
  });
}

/** Clears the new-like flag of a liker whose profile the member opened from the likes. */
export function useMarkLikeSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLikeSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY }),
  });
}
