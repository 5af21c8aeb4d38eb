/** The countdown of the time bonus (SPEC §3): hours, minutes and seconds as two-digit strings. */
export interface Countdown {
  hours: string;
  minutes: string;
  seconds: string;
}

/** Milliseconds from `now` until `expires` (an ISO date or epoch ms); 0 once past or when unreadable. */
export function remainingMs(expires: string | number, now: number): number {
  const end = typeof expires === 'number' ? expires : Date.parse(expires);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - now);
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * The countdown for what is left. A started second counts as a whole one, so the display reaches
 * 00:00:00 exactly when the bonus ends.
 */
export function countdownOf(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    hours: two(Math.floor(total / 3600)),
    minutes: two(Math.floor((total % 3600) / 60)),
    seconds: two(total % 60),
  };
}

/** "03:59:07" */
export function formatCountdown({ hours, minutes, seconds }: Countdown): string {
  return `${hours}:${minutes}:${seconds}`;
}

/** The countdown to `expires` at `now`, always computed from the end time (it never drifts). */
export function countdownTo(expires: string | number, now: number): Countdown {
  return countdownOf(remainingMs(expires, now));
}
