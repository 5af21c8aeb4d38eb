import { useEffect, useMemo } from 'react';
import { useLikes, useMarkLikeSeen, useSetLiked } from '../../features/likes/api/likes';
import { hasNewLikeFrom, likesMember } from '../../features/likes/lib/like-state';
import type { MemberLikeControl } from '../../features/members/lib/like-control';

/**
 * The like button of a profile page, from the member's likes; opening a liked-by profile from the likes
 * (/likes/m/:id) clears its new-like flag (SPEC §4). Undefined for a visitor.
 */
export function useMemberLike(
  memberId: number | null,
  loggedIn: boolean,
  openedFromLikes: boolean,
): MemberLikeControl | undefined {
  const likes = useLikes(loggedIn);
  const setLiked = useSetLiked(memberId ?? 0);
  const { mutate: clearNewLike } = useMarkLikeSeen();
  const newLike = openedFromLikes && memberId !== null && hasNewLikeFrom(likes.data, memberId);

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
