import type { QueryClient } from '@tanstack/react-query';
import { local } from '../../../lib/storage';
import { USER_QUERY_KEY, type UserResponse } from '../api/get-user';

const HINT_KEY = 'kindred.signed-in';

/**
 * Whether this browser's last known session was a member's. A page that must choose between a visitor's
 * and a member's view before user.php answers (a lander's call to action) waits for the answer only
 * then: a visitor from an ad sees "Sign up" at once, and a member never sees it flash.
 */
export function probablySignedIn(): boolean {
  return local.getItem(HINT_KEY) === '1';
}

/** Keeps the hint in step with every answer of, and every change to, the user query; answers the unsubscribe. */
export function rememberSignedIn(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryKey[0] !== USER_QUERY_KEY[0]) return;
    const data = event.query.state.data as UserResponse | undefined;
    local.setItem(HINT_KEY, data?.user ? '1' : '0');
  });
}
