import type { MemberPhoto } from '../api/get-member';

export type UnlockedPhoto = Extract<MemberPhoto, { locked: false }>;

export function isUnlocked(photo: MemberPhoto | undefined): photo is UnlockedPhoto {
  return !!photo && !photo.locked;
}

/** The photo shown large at first: the main photo (the server sends it first), else the first one visible. */
export function initialPhotoIndex(photos: readonly MemberPhoto[]): number {
  const index = photos.findIndex((photo) => !photo.locked);
  return index === -1 ? 0 : index;
}

/** The next (`step` 1) or previous (-1) visible photo after `from`, wrapping around; null when there is none. */
export function stepPhoto(photos: readonly MemberPhoto[], from: number, step: 1 | -1): number | null {
  const count = photos.length;
  for (let offset = 1; offset < count; offset++) {
    const index = (((from + step * offset) % count) + count) % count;
    if (!photos[index]!.locked) return index;
  }
  return null;
}

export function lockedCount(photos: readonly MemberPhoto[]): number {
  return photos.filter((photo) => photo.locked).length;
}
