import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import type { Schemas } from '../../../api/types';
import { PAYMENT_PROVIDER_UNAVAILABLE } from '../lib/purchase-attempt';

/** An order as the API shows it. */
export type Order = Schemas['OrderResponse'];

/** Where to pay (`null`: nothing left to do, e.g. a stored card was charged at once). */
export type PlacedOrder = Schemas['PlacedOrderResponse'];

export interface NewOrder {
  bundle_id: number;
  payment_method: string;
  discount_code?: string;
}

/**
 * POST /api/orders.php: a pending order and where to pay it. `clientId` is the purchase's idempotency
 * key (one per purchase attempt, the same for every retry of it), so the server places one order however often
 * the call arrives, and a retry (ours after a network error or a 5xx, or the member's click after an
 * error without an answer) answers the order the first call placed. The provider's failure is not
 * repeated: that attempt is over, its order failed.
 */
export function placeOrder(clientId: string, order: NewOrder): Promise<PlacedOrder> {
  return apiClient.post<PlacedOrder>(
    '/api/orders.php',
    { ...order, client_id: clientId },
    { finalErrors: [PAYMENT_PROVIDER_UNAVAILABLE] },
  );
}

/** GET /api/orders.php?id= (a pending order is checked with the provider first) */
export function getOrder(id: string, signal?: AbortSignal): Promise<{ order: Order }> {
  return apiClient.get<{ order: Order }>('/api/orders.php', { query: { id }, signal });
}

export const ORDER_QUERY_KEY = 'order';

/** Loaded again when the language changes (the order's `payment_method_name` is in the member's language). */
export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ORDER_QUERY_KEY, id],
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: LANGUAGE_DEPENDENT,
  });
}

/** The order, polled every `pollIn(order)` ms while that answers a number. */
export function useOrder(id: string, pollIn: (order: Order | undefined) => number | false) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (query) => pollIn(query.state.data?.order),
  });
}
