import { FREE_PHOTO_LIMIT } from './photo-limits';

/** Who looks at a profile, as far as photos go (SPEC §6). */
export type PhotoViewer = 'visitor' | 'free' | 'premium' | 'self';

/** The site setting `photo_moderation`: `post` shows a new photo at once and checks it later, `pre` after approval. */
export type PhotoModeration = 'post' | 'pre';
export type PhotoReview = 'pending' | 'approved' | 'rejected';

/** How many of a member's photos (main first) a viewer may see; the rest are locked. */
export function visiblePhotoCount(viewer: PhotoViewer, total: number): number {
  const allowed = viewer === 'visitor' ? 1 : viewer === 'free' ? 2 : total;
  return Math.min(allowed, total);
}

/**
 * Whether a photo's review lets others see it: a rejected one never, an unreviewed one only in post mode
 * and only when not `held` (its safety score was above the site's threshold: it waits for a moderator).
 */
export function passesReview(review: PhotoReview, moderation: PhotoModeration, held = false): boolean {
  return review === 'approved' || (review === 'pending' && moderation === 'post' && !held);
}

/**
 * A member who is not premium (any more: a refund ends it) shows only the first 3 photos, main first;
 * the others are kept, hidden, until premium returns. Fictional profiles are the site's own: no limit.
 */
export function hiddenUntilPremium(rank: number, owner: { premium: boolean; fictional: boolean }): boolean {
  return !owner.premium && !owner.fictional && rank >= FREE_PHOTO_LIMIT;
}

/** The order photos are shown in, and ranked in for the free limit: main first, then as placed. */
export function byDisplayOrder(
  a: { isMain: boolean; position: number; id: number },
  b: { isMain: boolean; position: number; id: number },
): number {
  return Number(b.isMain) - Number(a.isMain) || a.position - b.position || a.id - b.id;
}

/** A member's own photo as they see it: whether others see it now, and if not, why. */
export type PhotoVisibility = 'visible' | 'awaiting_review' | 'rejected' | 'hidden_until_premium';

export function photoVisibility(
  review: PhotoReview,
  rank: number,
  moderation: PhotoModeration,
  owner: { premium: boolean; fictional: boolean },
  held = false,
): PhotoVisibility {
  if (review === 'rejected') return 'rejected';
  if (hiddenUntilPremium(rank, owner)) return 'hidden_until_premium';
  return passesReview(review, moderation, held) ? 'visible' : 'awaiting_review';
}
