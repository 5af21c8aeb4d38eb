import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_BANNED, type ApiError } from '../../../lib/api-client';
import { forgetChatDrafts } from '../../../lib/chat-drafts';
import { forgetPurchaseReturn } from '../../../lib/purchase-return';
import { getUser, USER_QUERY_KEY, type UserResponse } from '../api/get-user';

export interface SessionDeps {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

/**
 * Forgets the member on the client: the user cache becomes `{user: null}`, member data, unsent chat
 * drafts and messages and a purchase's way back to a chat go, and `to` opens (home unless told otherwise, e.g. /account-deleted).
 */
export function clearSession({ queryClient, navigate }: SessionDeps, to = '/'): void {
  queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, { user: null });
  for (const key of ['chats', 'likes', 'notifications', 'transactions']) {
    queryClient.removeQueries({ queryKey: [key] });
  }
  forgetChatDrafts();
  forgetPurchaseReturn();
  navigate(to);
}

/** The ban page (SPEC §2): where a banned member's open app, or their refused login, goes. */
export const BAN_PAGE = '/pages/ban';

/**
 * The handler for the api client's `onAuthenticationRequired` (SPEC §8): a 403 authentication_required
 * from any call but user.php logs out a logged-in member. A visitor who was not logged in stays put.
 * A 403 account_banned (the member was banned: their session ended, or their login was refused) clears
 * the member and opens the ban page.
 *
 * Before logging out it asks user.php once (`whoAmI`): a request that left with a session cookie the
 * server has replaced since (a password change renews the session) is refused although the browser now
 * holds a good one. When user.php still knows the member, they stay, and what was refused is fetched
 * again; when it does not (or cannot be asked), they are logged out as before.
 */
export function createAuthenticationRequiredHandler(
  deps: SessionDeps & { whoAmI?: () => Promise<UserResponse> },
): (error?: ApiError) => void {
  const whoAmI = deps.whoAmI ?? getUser;
  let checking: Promise<void> | null = null;
  return (error) => {
    if (error?.code === ACCOUNT_BANNED) return clearSession(deps, BAN_PAGE);
    const current = deps.queryClient.getQueryData<UserResponse>(USER_QUERY_KEY);
    if (!current?.user) return;
    checking ??= whoAmI()
      .then(
        ({ user }) => {
          if (!user) return clearSession(deps);
          deps.queryClient.setQueryData<UserResponse>(USER_QUERY_KEY, { user });
          void deps.queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
          });
        },
        () => clearSession(deps),
      )
      .finally(() => {
        checking = null;
      });
  };
}
