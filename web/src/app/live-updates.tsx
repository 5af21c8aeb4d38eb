import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import { USER_QUERY_KEY, userQueryOptions, useUser } from '../features/auth/api/get-user';
import { CHATS_QUERY_KEY } from '../features/chats/api/chats';
import { useChatSocket } from '../features/chats/api/chat-socket';
import type { MatchEvent, MessageEvent } from '../features/chats/api/types';
import { MessageToast, type MessageToastProps } from '../features/chats/components/message-toast';
import { incomingMessageOf, showsChats, type IncomingMessage } from '../features/chats/lib/incoming-message';
import { isOpenConversation } from '../features/chats/lib/open-conversation';
import { LIKES_QUERY_KEY } from '../features/likes/api/likes';
import { MatchDialog } from '../features/likes/components/match-dialog';
import { claimMatchDialog } from '../features/likes/lib/match-claims';
import { getMember } from '../features/members/api/get-member';
import type { MatchedMember } from '../features/members/lib/like-control';
import { usePushSync } from '../features/push/use-push';
import { useSettings } from '../features/site/api/get-settings';
import { usePageHiddenBeacon } from '../lib/page-hidden';
import { useFictionalMark } from './use-fictional-mark';
import { useUserPolling } from './use-user-polling';

export interface LiveUpdatesProps {
  /** opens the socket (tests pass one that plays the server) */
  connect?: () => Socket;
}

/**
 * Keeps the member's state current: the real-time connection of a logged-in member (messages, read
 * marks, typing, likes and matches), web push (a push reloads user, chats and likes; a click on one
 * opens its page), the polling of the user, the fallback that needs no socket, and the page-hidden
 * beacon (the server mails about new messages while the app is in the background).
 * A live match (the other member liked back) opens the match dialog on whatever page the member is,
 * unless this app showed that match already (the member's own like made it). Another member's message is
 * told in a note on the pages that do not show the chats (the list and the conversations show it themselves).
 */
export function LiveUpdates({ connect }: LiveUpdatesProps = {}) {
  const userQuery = useUser();
  const user = userQuery.data?.user;
  const loggedIn = user != null;
  useUserPolling(loggedIn);
  usePageHiddenBeacon(loggedIn);
  const queryClient = useQueryClient();
  const [match, setMatch] = useState<MatchedMember | null>(null);
  const [incoming, setIncoming] = useState<IncomingMessage | null>(null);
  const closeIncoming = useCallback(() => setIncoming(null), []);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // read by the socket's handler, which lives as long as the socket
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  // on the chats the message shows there: a note kept from before would come back on leaving them
  if (incoming && showsChats(pathname)) setIncoming(null);
  const siteKey = useSettings().data?.push_public_key;
  usePushSync({
    siteKey: siteKey === undefined ? undefined : siteKey,
    loggedIn: userQuery.data ? loggedIn : undefined,
    onPush: () => {
      for (const queryKey of [USER_QUERY_KEY, CHATS_QUERY_KEY, LIKES_QUERY_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
    onOpen: (path) => void navigate(path),
  });
  const handlers = useMemo(() => {
    const reloadLikes = () => void queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY });
    const onMatch = ({ member_id }: MatchEvent) => {
      reloadLikes();
      getMember(member_id).then(
        ({ member }) => {
          if (claimMatchDialog(queryClient, member.id))
            setMatch({ id: member.id, name: member.name, photo: member.main_image?.match ?? null });
        },
        () => undefined, // no dialog is better than an error about one; the likes page has the match
      );
    };
    // asked after the server closed the socket: the member's own password change keeps them logged in
    const stillLoggedIn = async () =>
      (await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 })).user != null;
    const onMessage = (event: MessageEvent) => {
      const told = () =>
        !event.message.mine &&
        !isOpenConversation(event.conversation_id) &&
        !showsChats(pathnameRef.current) &&
        document.visibilityState === 'visible';
      if (!told()) return;
      incomingMessageOf(queryClient, event).then(
        (found) => {
          if (found && told()) setIncoming(found);
        },
        () => undefined, // the badge and the list still have it
      );
    };
    return { onLike: reloadLikes, onMatch, onMessage, stillLoggedIn };
  }, [queryClient]);
  useChatSocket(loggedIn, handlers, connect);
  if (!loggedIn) return null;
  // their translations load with the first match or message: the rest of the app does not wait for them
  return (
    <>
      {/* a live region that is there before its note, so a screen reader tells each one */}
      <div className="message-toasts" role="status">
        {incoming ? (
          <Suspense fallback={null}>
            <IncomingMessageNote
              key={`${incoming.conversationId}:${incoming.last.at}`}
              incoming={incoming}
              onClose={closeIncoming}
            />
          </Suspense>
        ) : null}
      </div>
      {match ? (
        <Suspense fallback={null}>
          <MatchDialog
            match={match}
            ownPhoto={user.profile?.main_image?.match}
            ownName={user.profile?.name ?? ''}
            onClose={() => setMatch(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The note of a new message, with the site's fictional mark (its translations load with the first note). */
function IncomingMessageNote(props: Omit<MessageToastProps, 'fictional'>) {
  const fictional = useFictionalMark();
  return <MessageToast {...props} fictional={fictional} />;
}
