import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDiscountCode } from '../../../api/discount-code';

export function discountCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['discount-code', code],
    queryFn: ({ signal }) => getDiscountCode(code, signal),
    staleTime: 30_000,
  });
}

/** The discount of `code` (no call without a code). */
export function useDiscountCode(code: string | null) {
  return useQuery({ ...discountCodeQueryOptions(code ?? ''), enabled: !!code });
}
