import { readTimestamp, type SimpleStorage } from '../../../lib/storage';

/** Where the dismissal of the photo warning ("enrich" in SPEC §4) is stored. */
export const PHOTO_WARNING_DISMISSED_KEY = 'enrich-alert-dismissed';

/** SPEC §2: no photo warning on profile, signup, activate-done, premium, notifications, directdebit, settings. */
export const PHOTO_WARNING_HIDDEN_ROUTES: readonly string[] = [
  'profile',
  'signup',
  'members-id-signup',
  'complete-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
];

export interface PhotoWarningUser {
  profile?: { main_image?: unknown } | null;
}

export interface PhotoWarningInput {
  /** null for a visitor, undefined while loading */
  user: PhotoWarningUser | null | undefined;
  routeName: string | null | undefined;
  dismissed: boolean;
}

/** SPEC §2: a logged-in member without a main photo, on any page but the excluded ones, until dismissed. */
export function shouldShowPhotoWarning({ user, routeName, dismissed }: PhotoWarningInput): boolean {
  if (!user || !user.profile) return false;
  if (user.profile.main_image) return false;
  if (dismissed) return false;
  if (!routeName || PHOTO_WARNING_HIDDEN_ROUTES.includes(routeName)) return false;
  return true;
}

export function isPhotoWarningDismissed(storage: SimpleStorage): boolean {
  return readTimestamp(storage, PHOTO_WARNING_DISMISSED_KEY) !== null;
}

export function dismissPhotoWarning(storage: SimpleStorage, now: number = Date.now()): void {
  storage.setItem(PHOTO_WARNING_DISMISSED_KEY, String(now));
}
