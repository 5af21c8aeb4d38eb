import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Discount } from '../lib/price';

/** GET /api/discountcode.php?code= (404 'Code not found', 409 'Code already used'). */
export function getDiscountCode(code: string, signal?: AbortSignal): Promise<{ discount: Discount }> {
  return apiClient.get<{ discount: Discount }>('/api/discountcode.php', { query: { code }, signal });
}

/** The discount of the link's `?code=`; idle without one. A refusal is an answer, not retried. */
export function useDiscountCode(code: string | null) {
  return useQuery({
    queryKey: ['discount-code', code],
    queryFn: ({ signal }) => getDiscountCode(code!, signal),
    enabled: code !== null,
    retry: false,
    staleTime: 60_000,
  });
}
