import { describe, expect, it } from 'vitest';
import { initialCountry } from './initial-country';

const SITE = ['NL', 'BE', 'DE', 'AT', 'FR', 'US'];
/** What settings.php says without a geoip answer: the site's first country, geoip_country null. */
const NO_GEOIP = { selected: 'NL', geoip: null };
const choose = (
  server: { selected: string | null; geoip: string | null },
  browserLanguages: string[],
  countries: readonly string[] = SITE,
) => initialCountry({ countries, ...server, browserLanguages });

describe('initialCountry', () => {
  it('takes the geoip country when the site offers it, whatever the browser says', () => {
    expect(choose({ selected: 'DE', geoip: 'DE' }, ['fr-FR', 'fr'])).toBe('DE');
    expect(choose({ selected: 'NL', geoip: 'NL' }, ['fr-FR', 'fr'])).toBe('NL');
  });

  it("keeps the page's ?country= choice (selected, not the geoip country)", () => {
    expect(choose({ selected: 'AT', geoip: null }, ['fr-FR'])).toBe('AT');
  });

  it("falls back to the browser language's region without a geoip answer", () => {
    expect(choose(NO_GEOIP, ['fr-FR', 'fr'])).toBe('FR');
    expect(choose(NO_GEOIP, ['de-AT', 'de'])).toBe('AT');
  });

  it('reads a bare language as its most likely country', () => {
    expect(choose(NO_GEOIP, ['fr'])).toBe('FR');
    expect(choose(NO_GEOIP, ['de'])).toBe('DE');
    expect(choose(NO_GEOIP, ['nl'])).toBe('NL');
  });

  it('skips a geoip country or a browser region the site does not offer', () => {
    expect(choose({ selected: 'NL', geoip: 'GB' }, ['fr-FR'])).toBe('FR');
    expect(choose(NO_GEOIP, ['fr-CA', 'es-419', 'it-IT', 'de'])).toBe('DE');
  });

  it("ends at the site's first country, or none", () => {
    expect(choose(NO_GEOIP, [])).toBe('NL');
    expect(choose(NO_GEOIP, ['pl-PL', 'not a language tag'])).toBe('NL');
    expect(choose({ selected: null, geoip: null }, ['fr-FR'], [])).toBe('');
  });

  it("answers in the site's spelling, whatever the case of the hint", () => {
    expect(choose({ selected: 'fr', geoip: 'fr' }, [])).toBe('FR');
    expect(choose(NO_GEOIP, ['EN-us'])).toBe('US');
  });
});
