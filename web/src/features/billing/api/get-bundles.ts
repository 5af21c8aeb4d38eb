import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Discount } from '../lib/discounts';

export interface Bundle {
  id: number;
  credits: number;
  popular: boolean;
  currency: string;
  /** list price in minor units */
  price: number;
  price_per_credit: number;
  /** the price with the member's active discount; null without one */
  discounted_price: number | null;
}

/** GET /api/bundles.php (docs/api.md, Billing). */
export interface BundlesResponse {
  country: string;
  currency: string | null;
  minimum_message_cost: { costs: number; currency: string } | null;
  premium: boolean;
  /** the active discount (time bonus, else welcome); null for visitors */
  discount: Discount | null;
  payment_methods: string[];
  bundles: Bundle[];
}

export function getBundles(country: string | null, signal?: AbortSignal): Promise<BundlesResponse> {
  return apiClient.get<BundlesResponse>('/api/bundles.php', { query: { country }, signal });
}

/**
 * `viewer` is part of the key: a member sees their own country's prices and discount, a visitor those
 * of `country` (the server ignores it for members).
 */
export function bundlesQueryOptions(viewer: string, country: string | null = null) {
  return queryOptions({
    queryKey: ['bundles', viewer, country],
    queryFn: ({ signal }) => getBundles(country, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useBundles(viewer: string, country: string | null = null) {
  return useQuery(bundlesQueryOptions(viewer, country));
}
