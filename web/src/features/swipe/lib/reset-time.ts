/**
 * When the likes come back, in the member's language and own time zone: the time alone when that is
 * still today where the member is, else the weekday with it ("Sunday 00:00").
 */
export function formatResetTime(resetsAt: string, locale: string, now: Date, timeZone?: string): string {
  const at = new Date(resetsAt);
  const dayOf = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
  const sameDay = dayOf(at) === dayOf(now);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    ...(sameDay ? {} : { weekday: 'long' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}
