/** Who looks at a member's profile, as far as the page goes (SPEC §6). */
export type ViewerKind = 'visitor' | 'free' | 'premium';

export interface MemberViewer {
  kind: ViewerKind;
  /** The viewer's own profile id (null for a visitor). */
  profileId: number | null;
}

/** The part of the logged-in `user` (GET /api/user.php) the profile pages need. */
export interface ViewerUser {
  id: number;
  paid_user: boolean;
  profile?: { id: number } | null;
}

export const VISITOR: MemberViewer = { kind: 'visitor', profileId: null };

export function viewerOf(user: ViewerUser | null | undefined): MemberViewer {
  if (!user) return VISITOR;
  return { kind: user.paid_user ? 'premium' : 'free', profileId: user.profile?.id ?? user.id };
}

/** Part of the member query's key: the server answers each kind of viewer differently. */
export function viewerKey(viewer: MemberViewer): string {
  return viewer.profileId === null ? 'visitor' : `${viewer.kind}-${viewer.profileId}`;
}

export function isOwnProfile(viewer: MemberViewer, memberId: number): boolean {
  return viewer.profileId !== null && viewer.profileId === memberId;
}

/** What a click on a locked photo shows: a visitor logs in, a free member learns about premium. */
export type LockedPhotoPrompt = 'login' | 'premium' | null;

export function lockedPhotoPrompt(kind: ViewerKind): LockedPhotoPrompt {
  if (kind === 'visitor') return 'login';
  if (kind === 'free') return 'premium';
  return null;
}
