import { describe, expect, it } from 'vitest';
import { chosenCountry, countryName, countryOptions } from './countries';

describe('countries', () => {
  it('names countries in the UI language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'nl')).toBe('Duitsland');
    expect(countryName('nl', 'de')).toBe('Niederlande');
  });

  it('sorts the options by name', () => {
    expect(countryOptions(['NL', 'DE', 'BE'], 'en').map((o) => o.code)).toEqual(['BE', 'DE', 'NL']);
    expect(countryOptions(['NL', 'DE', 'BE'], 'de').map((o) => o.name)).toEqual([
      'Belgien',
      'Deutschland',
      'Niederlande',
    ]);
  });

  it('takes ?country= only when the site serves it', () => {
    expect(chosenCountry('de', ['NL', 'DE'])).toBe('DE');
    expect(chosenCountry('FR', ['NL', 'DE'])).toBeNull();
    expect(chosenCountry(null, ['NL'])).toBeNull();
  });
});
