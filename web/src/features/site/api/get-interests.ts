import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/interests.php: names come in the request language. */
export interface Interest {
  id: number;
  slug: string;
  name: string;
}

export function getInterests(): Promise<{ interests: Interest[] }> {
  return apiClient.get<{ interests: Interest[] }>('/api/interests.php');
}

export function interestsQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['interests', language],
    queryFn: getInterests,
    staleTime: Infinity,
    select: (data) => data.interests,
  });
}

export function useInterests(language: string) {
  return useQuery(interestsQueryOptions(language));
}
