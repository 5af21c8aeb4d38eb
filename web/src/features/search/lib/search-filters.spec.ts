import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  filtersToParams,
  hasFilters,
  rememberedFilters,
  rememberFilters,
  widen,
} from './search-filters';

describe('search filters', () => {
  it('reads the filters of a query string and drops values the server would refuse', () => {
    const params = new URLSearchParams(
      'gender=female&country=NL&min_age=25&max_age=40&distance=50&appearance=sexy&ethnicity=purple&x=1',
    );
    expect(filtersFromParams(params)).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: '25',
      max_age: '40',
      distance: '50',
      appearance: 'sexy',
    });
    expect(filtersFromParams(new URLSearchParams('country=Netherlands&min_age=-3'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('min_age=40&max_age=30'))).toEqual({ min_age: '40' });
  });

  it('writes them in one order, without empty values', () => {
    expect(filtersToParams({ max_age: '40', gender: 'male', country: '' }).toString()).toBe(
      'gender=male&max_age=40',
    );
  });

  it('tells filters from the gender alone, and widens to the gender', () => {
    expect(hasFilters({ gender: 'male' })).toBe(false);
    expect(hasFilters({ gender: 'male', country: 'NL' })).toBe(true);
    expect(widen({ gender: 'male', country: 'NL', distance: '10' })).toEqual({ gender: 'male' });
    expect(widen({ country: 'NL' })).toEqual({});
  });

  it('remembers the last search for the session', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    } as Storage;
    expect(rememberedFilters(storage)).toBeNull();
    rememberFilters({ gender: 'female', country: 'DE' }, storage);
    expect(rememberedFilters(storage)).toEqual({ gender: 'female', country: 'DE' });
  });
});
