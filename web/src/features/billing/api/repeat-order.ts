import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import { PAYMENT_PROVIDER_UNAVAILABLE } from '../lib/purchase-attempt';
import type { PlacedOrder } from './orders';
import type { Schemas } from '../../../api/types';

/** The last completed order and how it can be paid again (GET /api/repeat-order.php). */
export type RepeatOrder = Schemas['RepeatableOrderResponse'];

export function getRepeatOrder(signal?: AbortSignal): Promise<Schemas['RepeatOrderResponse']> {
  return apiClient.get<Schemas['RepeatOrderResponse']>('/api/repeat-order.php', { signal });
}

/**
 * POST /api/repeat-order.php: the last order again with the stored method. A stored card is charged at
 * once; `clientId` is the purchase attempt's idempotency key (the same for every retry of it), so the
 * server charges once however often the call arrives, and a retry (ours after a network error or a 5xx,
 * or the member's click after an error without an answer) answers the order the first call placed. The
 * provider's failure is not repeated: that attempt is over, its order failed.
 */
export function placeRepeatOrder(clientId: string, bundleId?: number): Promise<PlacedOrder> {
  return apiClient.post<PlacedOrder>(
    '/api/repeat-order.php',
    bundleId ? { client_id: clientId, bundle_id: bundleId } : { client_id: clientId },
    { finalErrors: [PAYMENT_PROVIDER_UNAVAILABLE] },
  );
}

/** Loaded again when the language changes (`payment_method_name` is in the member's language). */
export function repeatOrderQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['repeat-order', userId],
    queryFn: ({ signal }) => getRepeatOrder(signal),
    staleTime: 30_000,
    meta: LANGUAGE_DEPENDENT,
  });
}

export function useRepeatOrder(userId: number) {
  return useQuery(repeatOrderQueryOptions(userId));
}
