import { useUnreadTotal } from '../features/chats/api/chats';
import { usePollInterval } from '../lib/polling';

/**
 * The unread messages of a logged-in member, for the navigation badge and the title: their count (a few
 * bytes) loads with the page, as the user and the new likes do, and refreshes every 60 s (300 s with a
 * push subscription) (SPEC §4, §9); it is loaded again when the socket or a chat page changes it between.
 */
export function useUnreadMessages(loggedIn: boolean): number {
  const pollMs = usePollInterval();
  return useUnreadTotal({ enabled: loggedIn, pollMs });
}
