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
  /** YYYY-MM-DD (UTC) of the member's last activity. */
  activeDay: string;
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
  'activeDay',
];

export function sameVersion(a: SearchEntry, b: SearchEntry): boolean {
  return VERSIONED.every((field) => a[field] === b[field]);
}
