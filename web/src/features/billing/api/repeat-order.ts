import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { PlacedOrder } from './orders';
import type { Schemas } from '../../../api/types';

/** The last completed order and how it can be paid again (GET /api/repeat-order.php). */
export type RepeatOrder = Schemas['RepeatableOrderResponse'];

export function getRepeatOrder(signal?: AbortSignal): Promise<Schemas['RepeatOrderResponse']> {
  return apiClient.get<Schemas['RepeatOrderResponse']>('/api/repeat-order.php', { signal });
}

/**
 * POST /api/repeat-order.php: the last order again with the stored method. A stored card is charged at
 * once, so the client never repeats this call by itself (that could charge twice).
 */
export function placeRepeatOrder(bundleId?: number): Promise<PlacedOrder> {
  return apiClient.post<PlacedOrder>('/api/repeat-order.php', bundleId ? { bundle_id: bundleId } : {}, {
    retries: 0,
  });
}

export function repeatOrderQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['repeat-order', userId],
    queryFn: ({ signal }) => getRepeatOrder(signal),
    staleTime: 30_000,
  });
}

export function useRepeatOrder(userId: number) {
  return useQuery(repeatOrderQueryOptions(userId));
}
