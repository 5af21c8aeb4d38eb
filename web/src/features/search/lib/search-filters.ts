/** The filters of a search (SPEC §3 search state), as the URL of /members carries them. */
export interface SearchFilters {
  gender?: 'male' | 'female' | 'both';
  country?: string;
  countryregion?: string;
  min_age?: string;
  max_age?: string;
  distance?: string;
  /** Match finder preferences: they rank, they do not filter. */
  appearance?: 'normal' | 'sexy';
  ethnicity?: 'white' | 'other';
}

export const FILTER_NAMES = [
  'gender',
  'country',
  'countryregion',
  'min_age',
  'max_age',
  'distance',
  'appearance',
  'ethnicity',
] as const satisfies readonly (keyof SearchFilters)[];

const CHOICES: Partial<Record<keyof SearchFilters, readonly string[]>> = {
  gender: ['male', 'female', 'both'],
  appearance: ['normal', 'sexy'],
  ethnicity: ['white', 'other'],
};

export const AGES = Array.from({ length: 82 }, (_, index) => String(18 + index));
export const DISTANCES = ['10', '25', '50', '100', '250'] as const;

function valid(name: keyof SearchFilters, value: string): boolean {
  const choices = CHOICES[name];
  if (choices) return choices.includes(value);
  if (name === 'country') return /^[A-Z]{2}$/.test(value);
  return /^\d{1,9}$/.test(value);
}

/** The filters in a query string; values the server would refuse are dropped. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value && valid(name, value)) filters[name] = value;
  }
  const { min_age: min, max_age: max } = filters;
  if (min && max && Number(min) > Number(max)) delete filters.max_age;
  return filters as SearchFilters;
}

/** The filters as a query string (sorted, so one search has one key), without empty values. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_NAMES.some((name) => name !== 'gender' && !!filters[name]);
}

/** A wider search: the same gender, nothing else ("widen your search"). */
export function widen(filters: SearchFilters): SearchFilters {
  return filters.gender ? { gender: filters.gender } : {};
}

const STORAGE_KEY = 'kindred.search';

/**
 * The last search, so that /members opened from the navigation shows it again (SPEC §3 search state):
 * kept for the browser session.
 */
export function rememberFilters(filters: SearchFilters, storage: Storage | undefined = safeSession()): void {
  try {
    storage?.setItem(STORAGE_KEY, filtersToParams(filters).toString());
  } catch {
    // private mode or full storage: the search is simply not remembered
  }
}

export function rememberedFilters(storage: Storage | undefined = safeSession()): SearchFilters | null {
  try {
    const saved = storage?.getItem(STORAGE_KEY);
    return saved === null || saved === undefined ? null : filtersFromParams(new URLSearchParams(saved));
  } catch {
    return null;
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
