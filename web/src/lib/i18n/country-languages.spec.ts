import { describe, expect, it } from 'vitest';
import { COUNTRY_LANGUAGES, languagesForCountry } from './country-languages';
import { LOCALES } from './locales';

describe('languagesForCountry', () => {
  it('gives the languages of SPEC §9 in its order', () => {
    expect(languagesForCountry('US')).toEqual(['en', 'es']);
    expect(languagesForCountry('NL')).toEqual(['nl']);
    expect(languagesForCountry('BE')).toEqual(['nl', 'fr', 'de']);
    expect(languagesForCountry('FR')).toEqual(['fr']);
    expect(languagesForCountry('IT')).toEqual(['it']);
    expect(languagesForCountry('ES')).toEqual(['es']);
    expect(languagesForCountry('DE')).toEqual(['de']);
    expect(languagesForCountry('AT')).toEqual(['de']);
    expect(languagesForCountry('IE')).toEqual(['en']);
    expect(languagesForCountry('GB')).toEqual(['en']);
    expect(languagesForCountry('CA')).toEqual(['en', 'fr']);
    expect(languagesForCountry('PL')).toEqual(['pl']);
    expect(languagesForCountry('AU')).toEqual(['en']);
    expect(languagesForCountry('NZ')).toEqual(['en']);
    expect(languagesForCountry('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(Object.keys(COUNTRY_LANGUAGES)).toHaveLength(15);
  });

  it('reads the code in either case', () => {
    expect(languagesForCountry('ch')).toEqual(['de', 'it', 'fr', 'en']);
    expect(languagesForCountry(' be ')).toEqual(['nl', 'fr', 'de']);
  });

  it('gives no languages for an unknown country or none', () => {
    expect(languagesForCountry('BR')).toEqual([]);
    expect(languagesForCountry('XX')).toEqual([]);
    expect(languagesForCountry('')).toEqual([]);
    expect(languagesForCountry(null)).toEqual([]);
  });

  it('names only supported locales', () => {
    for (const languages of Object.values(COUNTRY_LANGUAGES))
      for (const language of languages) expect(LOCALES).toContain(language);
  });

  it('hands out a copy, not the table itself', () => {
    languagesForCountry('CH').pop();
    expect(languagesForCountry('CH')).toHaveLength(4);
  });
});
