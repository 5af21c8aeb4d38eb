export interface DateParts {
  year: string;
  month: string;
  day: string;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** 'YYYY-MM-DD' → its parts as the selects hold them ('1990-06-05' → 1990, 6, 5); empty when unreadable. */
export function splitDate(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { year: '', month: '', day: '' };
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The parts as 'YYYY-MM-DD', or '' while one is missing. An impossible date (31 February) is passed on:
 * the server answers with its own message.
 */
export function joinDate({ year, month, day }: DateParts): string {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (!year || !month || !day || !Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d))
    return '';
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** The age on `today` of someone born on `dateOfBirth` ('YYYY-MM-DD'), or null when unreadable. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Years offered: from the year a member turns `minAge` back `maxAge` years. */
export function birthYears(today: Date, minAge: number, maxAge: number): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear() - minAge; year >= today.getFullYear() - maxAge; year--)
    years.push(year);
  return years;
}

/** A 'YYYY-MM-DD' date in the member's language ("5 June 1990"), read as a calendar date (no time zone). */
export function formatDate(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return value;
  }
}
