import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import type { GiftsResponse } from './types';

export const GIFTS_QUERY_KEY = 'gifts';

/** GET /api/gifts.php: the site's gift catalogue, names in the member's language. */
export function getGifts(signal?: AbortSignal): Promise<GiftsResponse> {
  return apiClient.get<GiftsResponse>('/api/gifts.php', { signal });
}

/** The gifts (names in `language`); asked for once the picker opens. */
export function useGifts(enabled: boolean, language: string) {
  return useQuery({
    queryKey: [GIFTS_QUERY_KEY, language],
    meta: LANGUAGE_DEPENDENT,
    queryFn: ({ signal }) => getGifts(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
