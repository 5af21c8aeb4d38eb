import { describe, expect, it } from 'vitest';
import { countryName, formatPlace, headline } from './profile-format';

describe('headline', () => {
  it('puts the age after the name when it is known', () => {
    expect(headline('Anna', 29)).toBe('Anna, 29');
    expect(headline('Anna', null)).toBe('Anna');
  });
});

describe('countryName', () => {
  it('names the country in the language of the page', () => {
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('nl ', 'fr')).toBe('Pays-Bas');
  });

  it('keeps an unknown code and ignores an empty one', () => {
    expect(countryName('', 'en')).toBe('');
    expect(countryName(null, 'en')).toBe('');
    expect(countryName('1', 'en')).toBe('1');
  });
});

describe('formatPlace', () => {
  it('joins city, region and country', () => {
    expect(formatPlace({ city: 'Haarlem', region: 'North Holland', country: 'NL' }, 'en')).toBe(
      'Haarlem, North Holland, Netherlands',
    );
  });

  it('leaves out empty and repeated parts', () => {
    expect(formatPlace({ city: 'Utrecht', region: 'utrecht', country: 'NL' }, 'en')).toBe(
      'Utrecht, Netherlands',
    );
    expect(formatPlace({ city: '', region: null, country: 'DE' }, 'de')).toBe('Deutschland');
    expect(
      formatPlace({ city: 'Köln', region: 'Nordrhein-Westfalen', country: 'DE' }, 'de', {
        withCountry: false,
      }),
    ).toBe('Köln, Nordrhein-Westfalen');
  });
});
