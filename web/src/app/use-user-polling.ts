import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '../features/auth/api/get-user';
import { useFirstPollPassed, usePollInterval } from '../lib/polling';

/**
 * SPEC §4: the user (credits, status) refreshes every 60 s, every 300 s while push is subscribed, from
 * 5 s after the page loaded, while logged in. One observer does it for the whole app.
 */
export function useUserPolling(loggedIn: boolean): void {
  const started = useFirstPollPassed();
  const pollMs = usePollInterval();
  useQuery({ ...userQueryOptions, enabled: started && loggedIn, refetchInterval: pollMs });
}
