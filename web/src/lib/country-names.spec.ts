import { describe, expect, it } from 'vitest';
import { countryNamer, placeLabel, sortCountries } from './country-names';

describe('countryNamer', () => {
  it('names a country in the language and keeps an unknown code', () => {
    expect(countryNamer('en')('NL')).toBe('Netherlands');
    expect(countryNamer('de')('de')).toBe('Deutschland');
    expect(countryNamer('en')('')).toBe('');
  });
});

describe('sortCountries', () => {
  it('sorts by the name in the language', () => {
    const name = countryNamer('de');
    expect(sortCountries(['NL', 'DE', 'AT'], name, 'de')).toEqual(['DE', 'NL', 'AT']);
  });
});

describe('placeLabel', () => {
  it('joins the known parts', () => {
    expect(placeLabel(['Utrecht', 'Utrecht', 'Netherlands'])).toBe('Utrecht, Utrecht, Netherlands');
    expect(placeLabel(['Utrecht', null, 'Netherlands'])).toBe('Utrecht, Netherlands');
    expect(placeLabel([' ', undefined])).toBe('');
  });
});
