/** A version of what search filters and orders a member by (the read model's row, search_entries). */
export interface SearchEntry {
  memberId: number;
  siteId: number;
  gender: string;
  seeking: string;
  birthDate: string;
  country: string;
  regionId: number | null;
  lat: number | null;
  lon: number | null;
  fictional: boolean;
  hairColor: string | null;
  eyeColor: string | null;
  bodyType: string | null;
  relationshipStatus: string | null;
  appearance: string | null;
  ethnicity: string | null;
  /** The hour of the member's last activity (ISO 8601, UTC, on the hour). */
  activeHour: string;
  /** Not enabled, invisible or deleted: left out of every search. */
  hidden: boolean;
}

/** The fields whose change makes a new version (hidden is not one: it applies to every version). */
const VERSIONED: (keyof SearchEntry)[] = [
  'siteId',
  'gender',
  'seeking',
  'birthDate',
  'country',
  'regionId',
  'lat',
  'lon',
  'fictional',
  'hairColor',
  'eyeColor',
  'bodyType',
  'relationshipStatus',
  'appearance',
  'ethnicity',
  'activeHour',
];

export function sameVersion(a: SearchEntry, b: SearchEntry): boolean {
  return VERSIONED.every((field) => a[field] === b[field]);
}

/** The hour `at` falls in, as search keeps it (ISO 8601, UTC). */
export function hourOf(at: Date): string {
  const HOUR_MS = 60 * 60 * 1000;
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();
}
