import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { LANGUAGE_DEPENDENT } from '../../../lib/i18n/language-queries';
import type { Schemas } from '../../../api/types';

export type Bundle = Schemas['BundleResponse'];

/** GET /api/bundles.php. */
export type BundlesResponse = Schemas['BundlesResponse'];

export function getBundles(country: string | null, signal?: AbortSignal): Promise<BundlesResponse> {
  return apiClient.get<BundlesResponse>('/api/bundles.php', { query: { country }, signal });
}

/**
 * `viewer` is part of the key: a member sees their own country's prices and discount, a visitor those
 * of `country` (the server ignores it for members). Loaded again when the language changes: the payment
 * methods' names are in the member's language.
 */
export function bundlesQueryOptions(viewer: string, country: string | null = null) {
  return queryOptions({
    queryKey: ['bundles', viewer, country],
    queryFn: ({ signal }) => getBundles(country, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: LANGUAGE_DEPENDENT,
  });
}

export function useBundles(viewer: string, country: string | null = null) {
  return useQuery(bundlesQueryOptions(viewer, country));
}
