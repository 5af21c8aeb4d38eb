import { useInfiniteQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { filtersToParams, type SearchFilters } from '../lib/search-filters';

export type SearchResponse = Schemas['SearchResponse'];
export type SearchResult = Schemas['SearchResult'];

/** GET /api/search.php: a page of a search; `cursor` continues it (docs/api.md, "Search"). */
export function searchMembers(
  filters: SearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const query = Object.fromEntries(filtersToParams(filters));
  if (cursor) query.cursor = cursor;
  return apiClient.get<SearchResponse>('/api/search.php', { query, signal });
}

export const searchQueryKey = (filters: SearchFilters) =>
  ['search', filtersToParams(filters).toString()] as const;

/**
 * The pages of a search loaded so far. Kept for half an hour after the screen closes, so a member who
 * opens a profile and comes back finds the same results at the same place (SPEC §3 search state).
 */
export function useSearch(filters: SearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(filters),
    queryFn: ({ pageParam, signal }) => searchMembers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled,
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
}
