import path from 'node:path';
import type { Gender, MemberSeed } from './members';
import { fileExists, writePortrait } from './photos';
import { hashString } from './prng';

/**
 * A bulk seed (db/seeds/bulk-members.ts) does not render photos per member: 100,000 members would take
 * hours. Its members point at a small pool of portraits per gender, rendered once under MEDIA_DIR/shared/.
 */
export const SHARED_PHOTOS_PER_GENDER = 24;
export const SHARED_PHOTO_DIR = 'shared';
/** photos.filename of shared photos starts with this: the per-member photo check leaves them alone. */
export const SHARED_PHOTO_PREFIX = `${SHARED_PHOTO_DIR}/`;

export interface SharedPhoto {
  filename: string;
  thumb: string;
}

export function sharedPhoto(gender: Gender, slot: number): SharedPhoto {
  const base = `${SHARED_PHOTO_PREFIX}${gender}-${String(slot + 1).padStart(2, '0')}`;
  return { filename: `${base}.jpg`, thumb: `${base}_thumb.jpg` };
}

/**
 * The member's photos from the pool of their gender: distinct, starting at a slot derived from the e-mail
 * address, so neighbours in a list rarely look alike and every run picks the same ones.
 */
export function sharedPhotosOf(member: MemberSeed): SharedPhoto[] {
  const first = hashString(`photos:${member.email}`) % SHARED_PHOTOS_PER_GENDER;
  return Array.from({ length: Math.min(member.photoCount, SHARED_PHOTOS_PER_GENDER) }, (_, n) =>
    sharedPhoto(member.gender, (first + n) % SHARED_PHOTOS_PER_GENDER),
  );
}

/** Renders the pool's missing files (all 48 take a few seconds); answers how many photos it wrote. */
export async function ensureSharedPhotos(mediaDir: string, log: (line: string) => void): Promise<number> {
  const missing: { gender: Gender; slot: number; file: string; thumb: string }[] = [];
  for (const gender of ['female', 'male'] as const) {
    for (let slot = 0; slot < SHARED_PHOTOS_PER_GENDER; slot++) {
      const photo = sharedPhoto(gender, slot);
      const file = path.join(mediaDir, photo.filename);
      const thumb = path.join(mediaDir, photo.thumb);
      if (!(await fileExists(file)) || !(await fileExists(thumb)))
        missing.push({ gender, slot, file, thumb });
    }
  }
  if (missing.length === 0) return 0;
  log(`photos: rendering ${missing.length} shared photos into ${path.join(mediaDir, SHARED_PHOTO_DIR)}`);
  // Two at a time: sharp already uses the machine's cores for each picture.
  const queue = [...missing];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await writePortrait(
        {
          // Hues spread over the circle; no monogram, since the picture belongs to members of every name.
          hue: (next.slot * 360) / SHARED_PHOTOS_PER_GENDER + (next.gender === 'female' ? 0 : 7),
          letter: '',
          gender: next.gender,
          seed: `shared:${next.gender}#${next.slot}`,
        },
        next.file,
        next.thumb,
      );
    }
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
