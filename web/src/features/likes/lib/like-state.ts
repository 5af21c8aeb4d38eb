import type { LikesResponse } from '../api/likes';

/** Whether the member likes `memberId` already, according to their likes. */
export function likesMember(likes: LikesResponse | undefined, memberId: number): boolean {
  return Boolean(likes?.profiles.some((profile) => profile.id === memberId));
}

/** Whether `memberId` liked the member and the member has not yet opened that like. */
export function hasNewLikeFrom(likes: LikesResponse | undefined, memberId: number): boolean {
  return Boolean(likes?.liked_by.some((profile) => profile.id === memberId && profile.like_new));
}

export const LIKE_TABS = ['liked_by', 'liked', 'matches'] as const;
export type LikeTab = (typeof LIKE_TABS)[number];

/** `/likes/{type}`: the tab a path names; /likes (or an unknown type) shows who liked the member. */
export function likeTabOf(type: string | undefined): LikeTab {
  return (LIKE_TABS as readonly string[]).includes(type ?? '') ? (type as LikeTab) : 'liked_by';
}

/** The profiles a tab lists. */
export function profilesOf(likes: LikesResponse, tab: LikeTab) {
  if (tab === 'liked') return likes.profiles;
  return tab === 'matches' ? likes.matches : likes.liked_by;
}
