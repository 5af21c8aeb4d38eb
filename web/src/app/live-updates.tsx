import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, userQueryOptions, useUser } from '../features/auth/api/get-user';
import { CHATS_QUERY_KEY } from '../features/chats/api/chats';
import { useChatSocket } from '../features/chats/api/chat-socket';
import { LIKES_QUERY_KEY } from '../features/likes/api/likes';
import { usePushSync } from '../features/push/use-push';
import { useSettings } from '../features/site/api/get-settings';
import { useUserPolling } from './use-user-polling';

/**
 * Keeps the member's state current: the real-time connection of a logged-in member (messages, read
 * marks, typing, likes and matches), web push (a push reloads user, chats and likes; a click on one
 * opens its page) and the polling of the user, the fallback that needs no socket.
 */
export function LiveUpdates() {
  const user = useUser();
  const loggedIn = user.data?.user != null;
  useUserPolling(loggedIn);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const siteKey = useSettings().data?.push_public_key;
  usePushSync({
    siteKey: siteKey === undefined ? undefined : siteKey,
    loggedIn: user.data ? loggedIn : undefined,
    onPush: () => {
      for (const queryKey of [USER_QUERY_KEY, CHATS_QUERY_KEY, LIKES_QUERY_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
    onOpen: (path) => void navigate(path),
  });
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
