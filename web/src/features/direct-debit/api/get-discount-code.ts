import { useQuery } from '@tanstack/react-query';
import { getDiscountCode } from '../../../api/discount-code';

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
