import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/regions.php */
export interface Region {
  id: number;
  country: string;
  code: string;
  name: string;
}

export function getRegions(country?: string): Promise<{ regions: Region[] }> {
  return apiClient.get<{ regions: Region[] }>('/api/regions.php', { query: { country } });
}

export function regionsQueryOptions(country?: string) {
  return queryOptions({
    queryKey: ['regions', country ?? null],
    queryFn: () => getRegions(country),
    staleTime: Infinity,
    select: (data) => data.regions,
  });
}

export function useRegions(country?: string) {
  return useQuery(regionsQueryOptions(country));
}
