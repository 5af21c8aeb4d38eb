/** The zone of a site whose setting is missing or unknown here (the migration's default too). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/** Whether this runtime knows the IANA zone `name` (PostgreSQL's list and Node's ICU may differ). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The site's zone as set when this runtime knows it, else the default: a day must always have an end. */
export function siteTimeZone(name: string | null | undefined): string {
  return name && isTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}
