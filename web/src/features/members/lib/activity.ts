/** A member counts as online this long after their last activity (activity is written once a minute). */
export const ONLINE_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export type Activity = { kind: 'online' } | { kind: 'today' } | { kind: 'days'; days: number };

/** How recently a member was active, for a card: online, today, or how many days ago. */
export function activityOf(lastActiveAt: string, now: number): Activity | null {
  const at = Date.parse(lastActiveAt);
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now - at);
  if (ago < ONLINE_MS) return { kind: 'online' };
  if (ago < DAY_MS) return { kind: 'today' };
  return { kind: 'days', days: Math.floor(ago / DAY_MS) };
}
