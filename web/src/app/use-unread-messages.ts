import { useChats } from '../features/chats/api/chats';
import { useFirstPollPassed, usePollInterval } from '../lib/polling';

/**
 * The unread messages of a logged-in member, for the navigation badge and the title: the chats are
 * polled every 60 s (300 s with a push subscription) from 5 s after the page loaded (SPEC §4, §9);
 * the socket and the chat pages keep the same list current in between.
 */
export function useUnreadMessages(loggedIn: boolean): number {
  const started = useFirstPollPassed();
  const pollMs = usePollInterval();
  const { data } = useChats({ enabled: loggedIn && started, pollMs });
  return loggedIn ? (data?.unread ?? 0) : 0;
}
