import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, type User, type UserResponse } from '../features/auth/api/get-user';
import { clearSession } from '../features/auth/lib/session';

/**
 * Stores the member that a call answered with (signup, settings, mail change) in the user query.
 * Features get it as a callback, so only auth owns the user query.
 */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: unknown) => {
      // A user call still on its way was answered before this change: its older member must not win.
      void queryClient.cancelQueries({ queryKey: USER_QUERY_KEY });
      queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, { user: user as User });
    },
    [queryClient],
  );
}

/** Forgets the member on the client and opens `to` (the server already ended the session). */
export function useClearSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to = '/') => clearSession({ queryClient, navigate: (path) => void navigate(path) }, to),
    [queryClient, navigate],
  );
}
