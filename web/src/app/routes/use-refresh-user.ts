import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userQueryOptions } from '../../features/auth/api/get-user';

const PREMIUM_CHECKS = 4;
const PREMIUM_CHECK_DELAY_MS = 1_500;

/**
 * Reloads the member after a payment: the credits at once; premium is granted by an event right after
 * the payment, so a first purchase is asked again a few times until paid_user shows.
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    for (let attempt = 0; attempt < PREMIUM_CHECKS; attempt++) {
      const { user } = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      if (!user || user.paid_user) return;
      await new Promise((resolve) => setTimeout(resolve, PREMIUM_CHECK_DELAY_MS));
    }
  }, [queryClient]);
}
