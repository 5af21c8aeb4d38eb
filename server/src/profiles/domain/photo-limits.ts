/** SPEC §1, §9: free members keep at most 3 photos, premium members 25. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Uploads (re-encoding is costly) per account and hour, whatever is deleted in between. */
export const PHOTO_UPLOADS_PER_HOUR = { name: 'photo-upload', max: 60, windowSeconds: 60 * 60 };

export function photoLimit(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}
