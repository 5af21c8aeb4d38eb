import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { USER_QUERY_KEY, type User, type UserResponse } from './get-user';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/user.php {email, password} → {user} and a 30-day session cookie. 401 login_failed,
 * 429 account_locked (shown at once, not repeated).
 */
export function login(input: LoginInput): Promise<{ user: User }> {
  return apiClient.post<{ user: User }>('/api/user.php', input, { retryTooManyRequests: false });
}

export interface UseLoginOptions {
  /** Runs before the member goes into the user query (e.g. switching to their language). */
  beforeStore?: (user: User) => Promise<void> | void;
  onLoggedIn?: (user: User) => void;
}

/** Logs in and puts the member into the user query (these steps run even if the form unmounts). */
export function useLogin({ beforeStore, onLoggedIn }: UseLoginOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      await beforeStore?.(user);
      queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, { user });
      onLoggedIn?.(user);
    },
  });
}
