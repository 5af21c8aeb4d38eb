import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type SwipeCards = Schemas['SwipeCardsResponse'];
export type SwipeCard = Schemas['MemberCard'];
export type SwipeAnswer = Schemas['SwipeResponse'];
export type SwipeAction = Schemas['SwipeRequestDto']['action'];

export const SWIPE_QUERY_KEY = ['swipe'] as const;

/** GET /api/swipe.php: the next cards (first on top), the likes left today and when they come back. */
export function getSwipeCards(signal?: AbortSignal): Promise<SwipeCards> {
  return apiClient.get<SwipeCards>('/api/swipe.php', { signal });
}

/**
 * POST /api/swipe.php {id, action}. Not retried: a 429 is the day's limit, not a busy server, and the
 * member decides again rather than the client repeating a like.
 */
export function sendSwipe(id: number, action: SwipeAction): Promise<SwipeAnswer> {
  return apiClient.post<SwipeAnswer>('/api/swipe.php', { id, action }, { retries: 0 });
}

/** The cards; always fresh (what was swiped elsewhere must not come back). */
export function useSwipeCards() {
  return useQuery({
    queryKey: SWIPE_QUERY_KEY,
    queryFn: ({ signal }) => getSwipeCards(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
