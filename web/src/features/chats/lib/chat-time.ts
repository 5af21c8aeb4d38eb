/** The local calendar day of an instant, as yyyy-mm-dd. */
export function dayKey(at: string | number | Date): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Runs of consecutive items of the same local day (the items oldest first). */
export function groupByDay<T extends { at: string }>(
  items: readonly T[],
): Array<{ day: string; items: T[] }> {
  const groups: Array<{ day: string; items: T[] }> = [];
  for (const item of items) {
    const day = dayKey(item.at);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

/** How a day separator names `day`: today, yesterday, or its date. */
export function dayNameOf(day: string, now: Date): DayName {
  if (day === dayKey(now)) return { kind: 'today' };
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayKey(yesterday)) return { kind: 'yesterday' };
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'date', date: new Date(y, m - 1, d) };
}

/** A separator's date: weekday and date, with the year only when it is not this year's. */
export function formatDay(date: Date, now: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** The time of a message, as the language writes a short time ("9:05 PM" in en-US, "21:05" in de). */
export function formatClock(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(at));
}

/** A message's moment in full, for the tooltip on its time ("Friday, 27 November 2026 at 21:05"). */
export function formatFullTime(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at));
}

const WEEK_MS = 6 * 24 * 60 * 60_000;

/**
 * The time of a chat in the list: the clock today, `yesterday` (the day separators' word) yesterday, the
 * weekday this week, else the date.
 */
export function formatListTime(at: string, now: Date, language: string, yesterday: string): string {
  const date = new Date(at);
  const day = dayNameOf(dayKey(date), now).kind;
  if (day === 'today') return formatClock(at, language);
  if (day === 'yesterday') return yesterday;
  if (now.getTime() - date.getTime() < WEEK_MS) {
    return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(date);
  }
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}
