import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUser } from '../../../features/auth/api/get-user';
import { type AutoLikeResponse, getAutoLike } from '../../../features/likes/api/auto-like';
import { LIKES_QUERY_KEY } from '../../../features/likes/api/likes';
import { LikeModal } from '../../../features/likes/components/like-modal';
import {
  emitLikeModalAction,
  likeModalDelayMs,
  withoutDelay,
} from '../../../features/likes/lib/like-modal-delay';

/** After the modal's profile arrives, the likes are reloaded this much later (SPEC §7). */
const LIKES_RELOAD_MS = 500;

/**
 * `?t=<seconds>` (SPEC §2): `t` is removed from the address at once; after the delay a logged-in member
 * gets the like modal with the profile GET /api/auto-like.php chose (none when it has none).
 */
export function LikeModalSlot() {
  const user = useUser();
  const known = !user.isPending;
  const loggedIn = user.data?.user != null;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<AutoLikeResponse | null>(null);
  // the timers outlive the change of address that removes `t`; they end with the layout
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    const delayMs = likeModalDelayMs(search);
    if (delayMs === null || !known) return;
    void navigate({ pathname, search: withoutDelay(search) }, { replace: true });
    if (!loggedIn) return;
    const reloadLikes = () => void queryClient.invalidateQueries({ queryKey: LIKES_QUERY_KEY });
    const open = () =>
      getAutoLike()
        .then((found) => {
          if (found.profile) setAnswer(found);
          timers.current.push(setTimeout(reloadLikes, LIKES_RELOAD_MS));
        })
        .catch(() => undefined); // no modal is better than an error about one
    timers.current.push(setTimeout(() => void open(), delayMs));
  }, [search, pathname, navigate, known, loggedIn, queryClient]);

  return (
    <div data-slot="like-modal">
      <LikeModal
        answer={answer}
        onClose={() => setAnswer(null)}
        onOpenProfile={(id, action) => {
          emitLikeModalAction(action, id);
          setAnswer(null);
          void navigate(`/members/${id}`);
        }}
      />
    </div>
  );
}
