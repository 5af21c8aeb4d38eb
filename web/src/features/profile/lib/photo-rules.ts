/** The image types the server takes (docs/api.md: JPEG, PNG or WebP). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** 10 MB, as the server counts it. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** SPEC §9: free members 3 photos, premium members 25. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;

export type PhotoFileProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen file before it is sent: a JPEG, PNG or WebP image of at most 10 MB. A file without a
 * type (some systems) is judged by its extension; the server checks the content anyway.
 */
export function photoFileProblem(file: Pick<File, 'type' | 'size' | 'name'>): PhotoFileProblem | null {
  const typeOk = file.type
    ? (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}

export function photoLimit(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}

/** The upload progress as a whole percentage (0 to 100). */
export function progressPercent(fraction: number): number {
  if (!Number.isFinite(fraction) || fraction <= 0) return 0;
  return Math.min(100, Math.round(fraction * 100));
}

/** The server's upload error codes that belong next to the file field. */
export const PHOTO_ERROR_CODES: Readonly<Record<string, 'photo'>> = {
  photo_invalid: 'photo',
  photo_too_large: 'photo',
  payload_too_large: 'photo',
  photo_limit_reached: 'photo',
};
