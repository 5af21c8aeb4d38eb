import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

/** GET /api/regions.php */
export type Region = Schemas['RegionItem'];

export function getRegions(country?: string): Promise<Schemas['RegionsResponse']> {
  return apiClient.get<Schemas['RegionsResponse']>('/api/regions.php', { query: { country } });
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
