/** The calendar day of the swipe game at an instant: the site's day, ending at its midnight. */
export interface SwipeDay {
  /** `YYYY-MM-DD` in the site's zone. */
  day: string;
  /** The first instant of the next day in the site's zone, when the daily likes come back. */
  endsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock date and time in `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The first instant at which the wall clock of `timeZone` shows `wall` or later. Two guesses of the
 * offset cover a DST change; where the change skips `wall` (a clock jumping past midnight) the answer
 * is the instant of the jump.
 */
function instantOf(wall: number, timeZone: string): Date {
  const offsetAt = (instant: number) => wallClock(new Date(instant), timeZone) - instant;
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  const candidates = [first, second].filter((instant) => wallClock(new Date(instant), timeZone) >= wall);
  return new Date(Math.min(...candidates));
}

/** The swipe day of `now` on a site in `timeZone` (an IANA name this runtime knows). */
export function swipeDayOf(now: Date, timeZone: string): SwipeDay {
  const wall = wallClock(now, timeZone);
  const midnight = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  return {
    day: new Date(midnight).toISOString().slice(0, 10),
    endsAt: instantOf(midnight + DAY_MS, timeZone),
  };
}

/** Whole hours and minutes from `now` until `endsAt`, minutes rounded up (never "0 h 0 min" before it). */
export function timeUntil(now: Date, endsAt: Date): { hours: number; minutes: number } {
  const minutes = Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
