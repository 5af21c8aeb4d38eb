import { useUnreadTotal } from '../features/chats/api/chats';
import { useFirstPollPassed, usePollInterval } from '../lib/polling';

/**
 * The unread messages of a logged-in member, for the navigation badge and the title: their count is
 * polled every 60 s (300 s with a push subscription) from 5 s after the page loaded (SPEC §4, §9), and
 * loaded again when the socket or a chat page changes it in between.
 */
export function useUnreadMessages(loggedIn: boolean): number {
  const started = useFirstPollPassed();
  const pollMs = usePollInterval();
  return useUnreadTotal({ enabled: loggedIn && started, pollMs });
}
