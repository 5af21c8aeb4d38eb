import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userQueryOptions, useUser } from '../features/auth/api/get-user';
import { useChatSocket } from '../features/chats/api/chat-socket';
import { LIKES_QUERY_KEY } from '../features/likes/api/likes';
import { usePageHiddenBeacon } from '../lib/page-hidden';
import { useUserPolling } from './use-user-polling';

/**
 * Keeps the member's state current: the real-time connection of a logged-in member (messages, read
 * marks, typing, likes and matches), the polling of the user, the fallback that needs no socket, and the
 * page-hidden beacon (the server mails about new messages while the app is in the background).
 */
export function LiveUpdates() {
  const loggedIn = useUser().data?.user != null;
  useUserPolling(loggedIn);
  usePageHiddenBeacon(loggedIn);
  const queryClient = useQueryClient();
  const handlers = useMemo(() => {
    const reloadLikes = () => void queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY });
    // asked after the server closed the socket: the member's own password change keeps them logged in
    const stillLoggedIn = async () =>
      (await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 })).user != null;
    return { onLike: reloadLikes, onMatch: reloadLikes, stillLoggedIn };
  }, [queryClient]);
  useChatSocket(loggedIn, handlers);
  return null;
}
