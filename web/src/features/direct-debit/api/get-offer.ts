import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Discount } from '../lib/price';

export interface OfferBundle {
  id: number;
  credits: number;
  popular: boolean;
  currency: string;
  /** list price in minor units */
  price: number;
  /** the price with the member's active discount; null without one */
  discounted_price: number | null;
}

/** GET /api/bundles.php (docs/api.md, Billing): what a member reads of it here. */
export interface Offer {
  country: string;
  currency: string | null;
  /** the active discount (time bonus, else welcome) */
  discount: Discount | null;
  payment_methods: string[];
  bundles: OfferBundle[];
}

export function getOffer(signal?: AbortSignal): Promise<Offer> {
  return apiClient.get<Offer>('/api/bundles.php', { signal });
}

/** The member's bundles and prices (the same key as the credits pages, so they share the answer). */
export function useOffer(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['bundles', `member-${userId}`, null],
      queryFn: ({ signal }) => getOffer(signal),
      staleTime: 60_000,
    }),
  );
}
