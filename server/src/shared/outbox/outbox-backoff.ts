const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** Waits 5 s, 10 s, 20 s … up to an hour between attempts of a failing delivery. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** A delivery that failed this often is reported by /api/health (it keeps being retried). */
export const STUCK_AFTER_ATTEMPTS = 5;
