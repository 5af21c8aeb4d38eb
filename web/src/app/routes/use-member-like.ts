import { useEffect, useMemo } from 'react';
import { useLikes, useMarkLikeSeen, useSetLiked } from '../../features/likes/api/likes';
import { hasNewLikeFrom, likesMember } from '../../features/likes/lib/like-state';
import type { MemberLikeControl } from '../../features/members/lib/like-control';

/**
 * The like button of a profile page, from the member's likes; opening a liked-by profile clears its new-like
 * flag (SPEC §4), from the likes (/likes/m/:id) or anywhere else (/members/:id: a match's card, search, a
 * chat). Liking back clears it on the server, in the like's transaction. Undefined for a visitor.
 */
export function useMemberLike(memberId: number | null, loggedIn: boolean): MemberLikeControl | undefined {
  const likes = useLikes(loggedIn);
  const setLiked = useSetLiked(memberId ?? 0);
  const { mutate: clearNewLike } = useMarkLikeSeen();
  const newLike = memberId !== null && hasNewLikeFrom(likes.data, memberId);

  useEffect(() => {
    if (newLike && memberId !== null) clearNewLike(memberId);
  }, [newLike, memberId, clearNewLike]);

  const liked = memberId !== null && likesMember(likes.data, memberId);
  const pending = setLiked.isPending || likes.isPending;
  const { mutateAsync } = setLiked;
  return useMemo(
    () => (loggedIn && memberId !== null ? { liked, pending, setLiked: mutateAsync } : undefined),
    [loggedIn, memberId, liked, pending, mutateAsync],
  );
}
