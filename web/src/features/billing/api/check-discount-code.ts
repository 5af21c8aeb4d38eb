import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Discount } from '../lib/discounts';

/** GET /api/discountcode.php?code= → the discount, or 404 'Code not found' / 409 'Code already used'. */
export function checkDiscountCode(code: string, signal?: AbortSignal): Promise<{ discount: Discount }> {
  return apiClient.get<{ discount: Discount }>('/api/discountcode.php', { query: { code }, signal });
}

export function discountCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['discount-code', code],
    queryFn: ({ signal }) => checkDiscountCode(code, signal),
    staleTime: 30_000,
  });
}

/** The discount of `code` (no call without a code). */
export function useDiscountCode(code: string | null) {
  return useQuery({ ...discountCodeQueryOptions(code ?? ''), enabled: !!code });
}
