import {
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
} from '../../profiles/profiles.contracts';

export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;
export const MAX_SEARCH_DISTANCE_KM = 20_000;
export const APPEARANCES = ['normal', 'sexy'] as const;
export const ETHNICITIES = ['white', 'other'] as const;

/** Profile facts a site may offer as search filters (its setting `search_fields`), with their values. */
export const FIELD_FILTERS = {
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
} as const;
export type FieldFilter = keyof typeof FIELD_FILTERS;

/** What a search asks for, checked. Preferences rank members, filters leave the others out. */
export interface SearchCriteria {
  /** null: both genders. */
  gender: 'male' | 'female' | null;
  country: string | null;
  regionId: number | null;
  minAge: number | null;
  maxAge: number | null;
  distanceKm: number | null;
  fields: Partial<Record<FieldFilter, string>>;
  preferences: { appearance: string | null; ethnicity: string | null };
}

/** A query parameter that is not valid: its name, for "The query parameter {name} is not valid." */
export class InvalidSearchParameter extends Error {
  constructor(readonly parameter: string) {
    super(`invalid search parameter ${parameter}`);
  }
}

type Raw = Record<string, unknown>;

function text(query: Raw, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || value.length > 64) throw new InvalidSearchParameter(name);
  return value;
}

function oneOf<T extends string>(query: Raw, name: string, values: readonly T[]): T | null {
  const value = text(query, name);
  if (value === null) return null;
  if (!(values as readonly string[]).includes(value)) throw new InvalidSearchParameter(name);
  return value as T;
}

function integer(query: Raw, name: string, min: number, max: number): number | null {
  const value = text(query, name);
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value)) throw new InvalidSearchParameter(name);
  const number = Number(value);
  if (number < min || number > max) throw new InvalidSearchParameter(name);
  return number;
}

/**
 * The search of a query string. `gender` absent means the gender the searcher seeks (`seeking`);
 * fields the site does not offer (`searchFields`) are ignored, like any unknown parameter.
 */
export function parseSearchCriteria(
  query: Raw,
  searchFields: readonly string[],
  seeking: string,
): SearchCriteria {
  const gender = oneOf(query, 'gender', ['male', 'female', 'both'] as const) ?? seeking;
  const country = text(query, 'country');
  if (country !== null && !/^[A-Za-z]{2}$/.test(country)) throw new InvalidSearchParameter('country');
  const minAge = integer(query, 'min_age', MIN_SEARCH_AGE, MAX_SEARCH_AGE);
  const maxAge = integer(query, 'max_age', MIN_SEARCH_AGE, MAX_SEARCH_AGE);
  if (minAge !== null && maxAge !== null && minAge > maxAge) throw new InvalidSearchParameter('max_age');
  const fields: SearchCriteria['fields'] = {};
  for (const [name, values] of Object.entries(FIELD_FILTERS) as [FieldFilter, readonly string[]][]) {
    const value = oneOf(query, name, values);
    if (value !== null && searchFields.includes(name)) fields[name] = value;
  }
  return {
    gender: gender === 'male' || gender === 'female' ? gender : null,
    country: country?.toUpperCase() ?? null,
    regionId: integer(query, 'countryregion', 1, 2_147_483_647),
    minAge,
    maxAge,
    distanceKm: integer(query, 'distance', 1, MAX_SEARCH_DISTANCE_KM),
    fields,
    preferences: {
      appearance: oneOf(query, 'appearance', APPEARANCES),
      ethnicity: oneOf(query, 'ethnicity', ETHNICITIES),
    },
  };
}

/** The wider search offered beside a short result: the same gender, nothing else. */
export function widened(criteria: SearchCriteria): SearchCriteria {
  return {
    gender: criteria.gender,
    country: null,
    regionId: null,
    minAge: null,
    maxAge: null,
    distanceKm: null,
    fields: {},
    preferences: criteria.preferences,
  };
}
