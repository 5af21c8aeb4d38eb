import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, type UserResponse } from '../api/get-user';

export interface SessionDeps {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

/**
 * Forgets the member on the client: the user cache becomes `{user: null}`, member data goes, and `to`
 * opens (home unless told otherwise, e.g. /account-deleted).
 */
export function clearSession({ queryClient, navigate }: SessionDeps, to = '/'): void {
  queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, { user: null });
  for (const key of ['chats', 'likes', 'notifications', 'transactions']) {
    queryClient.removeQueries({ queryKey: [key] });
  }
  navigate(to);
}

/**
 * The handler for the api client's `onAuthenticationRequired` (SPEC §8): a 403 authentication_required
 * from any call but user.php logs out a logged-in member. A visitor who was not logged in stays put.
 */
export function createAuthenticationRequiredHandler(deps: SessionDeps): () => void {
  return () => {
    const current = deps.queryClient.getQueryData<UserResponse>(USER_QUERY_KEY);
    if (!current?.user) return;
    clearSession(deps);
  };
}
