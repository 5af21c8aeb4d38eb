/**
 * How recently a member was active: one reading for every screen (search cards, the profile, the chat's
 * top bar), so a member is never "online" on one and "active 10 minutes ago" on another.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Online this long after the last activity: the server's ONLINE_MS (activity is written once a minute). */
const ONLINE_MS = 5 * MINUTE;
/** Older activity is not shown. */
const ACTIVITY_SHOWN_MS = 30 * DAY;

export type Activity =
  | { kind: 'online' }
  /** `days`: whole days ago, for the cards' shorter "Active today" and "Active 3 days ago". */
  | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' | 'week'; days: number };

/** How recently a member was active, or null when unknown or more than 30 days ago. */
export function activityOf(lastActiveAt: string | null | undefined, now: Date | number): Activity | null {
  if (!lastActiveAt) return null;
  const at = Date.parse(lastActiveAt);
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, (typeof now === 'number' ? now : now.getTime()) - at);
  if (ago < ONLINE_MS) return { kind: 'online' };
  if (ago >= ACTIVITY_SHOWN_MS) return null;
  const days = Math.floor(ago / DAY);
  if (ago < HOUR) return { kind: 'ago', value: Math.floor(ago / MINUTE), unit: 'minute', days };
  if (ago < DAY) return { kind: 'ago', value: Math.floor(ago / HOUR), unit: 'hour', days };
  if (ago < 7 * DAY) return { kind: 'ago', value: days, unit: 'day', days };
  return { kind: 'ago', value: Math.floor(ago / (7 * DAY)), unit: 'week', days };
}

/** "3 hours ago", "yesterday", … in `language`. */
export function formatAgo(activity: Extract<Activity, { kind: 'ago' }>, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-activity.value, activity.unit);
}
