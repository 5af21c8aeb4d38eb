import type { SimpleStorage } from '../../../lib/storage';

/** Where the dismissal of the disabled-notifications alert is stored (SPEC §4: alert dismissals are stored). */
export const DISABLED_NOTIFICATIONS_DISMISSED_KEY = 'disabled-notifications-alert-dismissed';

/** SPEC §2: the alert shows everywhere but on settings and notifications. */
export const DISABLED_NOTIFICATIONS_HIDDEN_ROUTES: readonly string[] = ['settings', 'notifications'];

export interface DisabledNotificationsUser {
  notifications_disabled?: readonly string[] | null;
}

export interface DisabledNotificationsInput {
  /** null for a visitor, undefined while loading */
  user: DisabledNotificationsUser | null | undefined;
  routeName: string | null | undefined;
  /** the reasons the member dismissed the alert for (null: never dismissed) */
  dismissedFor: string | null;
}

/** The reasons as one stable value: a dismissal holds for these reasons, a new one shows the alert again. */
export function reasonsKey(reasons: readonly string[]): string {
  return [...new Set(reasons)].sort().join(',');
}

export function shouldShowDisabledNotifications({
  user,
  routeName,
  dismissedFor,
}: DisabledNotificationsInput): boolean {
  const reasons = user?.notifications_disabled ?? [];
  if (!user || reasons.length === 0) return false;
  if (!routeName || DISABLED_NOTIFICATIONS_HIDDEN_ROUTES.includes(routeName)) return false;
  return dismissedFor !== reasonsKey(reasons);
}

export function readDismissal(storage: SimpleStorage): string | null {
  return storage.getItem(DISABLED_NOTIFICATIONS_DISMISSED_KEY);
}

export function storeDismissal(storage: SimpleStorage, reasons: readonly string[]): void {
  storage.setItem(DISABLED_NOTIFICATIONS_DISMISSED_KEY, reasonsKey(reasons));
}
