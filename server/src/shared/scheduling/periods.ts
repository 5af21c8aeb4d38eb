/** How often a scheduled job runs: once per UTC hour, day or ISO week. */
export type SchedulePeriod = 'hour' | 'day' | 'week';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PeriodOf {
  /** `2026-11-21T12` (hour), `2026-11-21` (day), `2026-W47` (ISO week): the key a run is claimed by. */
  key: string;
  start: Date;
  end: Date;
}

/** The period `at` falls in (UTC; weeks start on Monday, numbered as ISO 8601 does). */
export function periodOf(period: SchedulePeriod, at: Date): PeriodOf {
  if (period === 'hour') {
    const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    return { key: start.toISOString().slice(0, 13), start, end: new Date(start.getTime() + HOUR_MS) };
  }
  const day = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
  if (period === 'day')
    return { key: day.toISOString().slice(0, 10), start: day, end: new Date(day.getTime() + DAY_MS) };
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = new Date(day.getTime() - weekday * DAY_MS);
  // The ISO week belongs to the year of its Thursday; week 1 holds the year's first Thursday.
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return {
    key: `${year}-W${String(week).padStart(2, '0')}`,
    start,
    end: new Date(start.getTime() + 7 * DAY_MS),
  };
}

/** The period a key names (as `periodOf` made it); throws on anything else. */
export function periodOfKey(key: string): PeriodOf & { period: SchedulePeriod } {
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    // Week 1 is the week of 4 January.
    const week1 = periodOf('week', new Date(Date.UTC(Number(week[1]), 0, 4))).start.getTime();
    const start = new Date(week1 + (Number(week[2]) - 1) * 7 * DAY_MS).toISOString();
    return { period: 'week', ...checked('week', start, key) };
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(key))
    return { period: 'hour', ...checked('hour', `${key}:00:00Z`, key) };
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return { period: 'day', ...checked('day', `${key}T00:00:00Z`, key) };
  throw new Error(`Not a period key: ${key}`);
}

function checked(period: SchedulePeriod, iso: string, key: string): PeriodOf {
  const at = new Date(iso);
  const of = Number.isNaN(at.getTime()) ? null : periodOf(period, at);
  if (of?.key !== key) throw new Error(`Not a period key: ${key}`);
  return of;
}
