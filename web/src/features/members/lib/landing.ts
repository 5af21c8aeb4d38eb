import type { MemberProfile } from '../api/get-member';
import { isUnlocked, lockedCount } from './gallery';

/** The three teaser designs: /members/:id/landing, …/landing2/:slug?, …/landing3/:slug?. */
export type LandingVariant = 'classic' | 'spotlight' | 'story';

export function landingVariantOf(routeName: string): LandingVariant {
  if (routeName === 'members-id-landing2-slug') return 'spotlight';
  if (routeName === 'members-id-landing3-slug') return 'story';
  return 'classic';
}

/** The large photo of a teaser: the first visible photo, else the main photo's thumbnail, else none. */
export function teaserPhotoOf(member: Pick<MemberProfile, 'photos' | 'main_image'>): string | null {
  const photo = member.photos.find(isUnlocked);
  return photo?.url ?? member.main_image?.match ?? null;
}

/** Locked teaser tiles: at most `max` tiles; `more` counts the locked photos beyond them. */
export function teaserTilesOf(
  member: Pick<MemberProfile, 'photos'>,
  max = 3,
): { tiles: number; more: number } {
  const locked = lockedCount(member.photos);
  const tiles = Math.min(locked, max);
  return { tiles, more: locked - tiles };
}

/** The start of a text, cut after a whole word with "…", for a teaser. */
export function snippet(text: string | null | undefined, max = 160): string | null {
  const value = text?.trim().replace(/\s+/g, ' ');
  if (!value) return null;
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
