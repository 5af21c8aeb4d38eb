import { readTimestamp, type SimpleStorage } from '../../../lib/storage';
import { canEnablePush, type PushState } from './push-state';

/** Where the dismissal of the push alert is stored (SPEC §4: alert dismissals are stored). */
export const PUSH_ALERT_DISMISSED_KEY = 'push-alert-dismissed';

/** SPEC §2: no push alert on signup, notifications, activate-done, directdebit or premium. */
export const PUSH_ALERT_HIDDEN_ROUTES: readonly string[] = [
  'signup',
  'members-id-signup',
  'complete-signup',
  'notifications',
  'activate-done',
  'directdebit',
  'premium',
];

export interface PushAlertInput {
  /** null for a visitor, undefined while loading */
  loggedIn: boolean | undefined;
  routeName: string | null | undefined;
  state: PushState;
  dismissed: boolean;
}

/** SPEC §2: a logged-in member whose browser could take pushes but has none, off the excluded pages, until dismissed. */
export function shouldShowPushAlert({ loggedIn, routeName, state, dismissed }: PushAlertInput): boolean {
  if (!loggedIn || dismissed || !canEnablePush(state)) return false;
  return !!routeName && !PUSH_ALERT_HIDDEN_ROUTES.includes(routeName);
}

export function isPushAlertDismissed(storage: SimpleStorage): boolean {
  return readTimestamp(storage, PUSH_ALERT_DISMISSED_KEY) !== null;
}

export function dismissPushAlert(storage: SimpleStorage, now: number = Date.now()): void {
  storage.setItem(PUSH_ALERT_DISMISSED_KEY, String(now));
}
