/** The name of a country (ISO 3166 code) in `language`; the code itself when unknown. */
export function countryName(code: string | null | undefined, language: string): string {
  const value = (code ?? '').trim().toUpperCase();
  if (!value) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(value) ?? value;
  } catch {
    return value;
  }
}

export interface Place {
  city?: string | null;
  region?: string | null;
  country?: string | null;
}

/** "City, Region, Country" without empty or repeated parts (a city may share its region's name). */
export function formatPlace(place: Place, language: string, { withCountry = true } = {}): string {
  const parts = [place.city, place.region, withCountry ? countryName(place.country, language) : null];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.trim();
    if (!value || seen.has(value.toLocaleLowerCase())) continue;
    seen.add(value.toLocaleLowerCase());
    kept.push(value);
  }
  return kept.join(', ');
}

/** "Anna, 29" (the age only when known). */
export function headline(name: string, age: number | null | undefined): string {
  return typeof age === 'number' ? `${name}, ${age}` : name;
}

export type Activity =
  { kind: 'online' } | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' | 'week' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Active within this time: "online now". */
export const ONLINE_WINDOW_MS = 15 * MINUTE;
/** Older activity is not shown. */
export const ACTIVITY_SHOWN_MS = 30 * DAY;

/** How recently a member was active, or null when unknown or long ago. */
export function activityOf(lastActiveAt: string | null | undefined, now: Date): Activity | null {
  if (!lastActiveAt) return null;
  const at = Date.parse(lastActiveAt);
  if (Number.isNaN(at)) return null;
  const ago = Math.max(0, now.getTime() - at);
  if (ago < ONLINE_WINDOW_MS) return { kind: 'online' };
  if (ago >= ACTIVITY_SHOWN_MS) return null;
  if (ago < HOUR) return { kind: 'ago', value: Math.floor(ago / MINUTE), unit: 'minute' };
  if (ago < DAY) return { kind: 'ago', value: Math.floor(ago / HOUR), unit: 'hour' };
  if (ago < 7 * DAY) return { kind: 'ago', value: Math.floor(ago / DAY), unit: 'day' };
  return { kind: 'ago', value: Math.floor(ago / (7 * DAY)), unit: 'week' };
}

/** "3 hours ago", "yesterday", … in `language`. */
export function formatAgo(activity: Extract<Activity, { kind: 'ago' }>, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-activity.value, activity.unit);
}
