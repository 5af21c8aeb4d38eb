import { describe, expect, it } from 'vitest';
import { langConfigReturnPath, languageGroups, requestedCountry } from './lang-config';

describe('requestedCountry', () => {
  it('takes a two-letter ?country=, upper-cased', () => {
    expect(requestedCountry('?country=BE')).toBe('BE');
    expect(requestedCountry('?country=ch&return=/members')).toBe('CH');
  });

  it('ignores anything else', () => {
    expect(requestedCountry('')).toBeNull();
    expect(requestedCountry('?country=')).toBeNull();
    expect(requestedCountry('?country=BEL')).toBeNull();
    expect(requestedCountry('?country=B')).toBeNull();
    expect(requestedCountry('?country=1A')).toBeNull();
  });
});

describe('langConfigReturnPath', () => {
  it('returns to a path of this site', () => {
    expect(langConfigReturnPath('?return=/members')).toBe('/members');
    expect(langConfigReturnPath(`?return=${encodeURIComponent('/chats/4?x=1#end')}`)).toBe(
      '/chats/4?x=1#end',
    );
  });

  it('goes home without a return path or with one that leaves the site', () => {
    expect(langConfigReturnPath('')).toBe('/');
    expect(langConfigReturnPath('?return=')).toBe('/');
    expect(langConfigReturnPath('?return=//evil.example')).toBe('/');
    expect(langConfigReturnPath('?return=/\\evil.example')).toBe('/');
    expect(langConfigReturnPath('?return=https://evil.example/')).toBe('/');
    expect(langConfigReturnPath('?return=members')).toBe('/');
  });
});

describe('languageGroups', () => {
  it("puts the country's languages first and the rest after, each once", () => {
    expect(languageGroups('BE')).toEqual({ country: ['nl', 'fr', 'de'], other: ['en', 'es', 'it', 'pl'] });
    expect(languageGroups('CH')).toEqual({ country: ['de', 'it', 'fr', 'en'], other: ['es', 'nl', 'pl'] });
  });

  it('has all seven as the rest for an unknown country', () => {
    expect(languageGroups('BR')).toEqual({ country: [], other: ['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] });
    expect(languageGroups(null).other).toHaveLength(7);
  });
});
