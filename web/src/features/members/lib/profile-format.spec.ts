import { describe, expect, it } from 'vitest';
import { activityOf, countryName, formatAgo, formatPlace, headline } from './profile-format';

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

describe('activityOf', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;

  it('is online within 15 minutes', () => {
    expect(activityOf(ago(0), now)).toEqual({ kind: 'online' });
    expect(activityOf(ago(14 * MIN), now)).toEqual({ kind: 'online' });
  });

  it('counts minutes, hours, days and weeks', () => {
    expect(activityOf(ago(20 * MIN), now)).toEqual({ kind: 'ago', value: 20, unit: 'minute' });
    expect(activityOf(ago(5 * 60 * MIN), now)).toEqual({ kind: 'ago', value: 5, unit: 'hour' });
    expect(activityOf(ago(3 * 24 * 60 * MIN), now)).toEqual({ kind: 'ago', value: 3, unit: 'day' });
    expect(activityOf(ago(15 * 24 * 60 * MIN), now)).toEqual({ kind: 'ago', value: 2, unit: 'week' });
  });

  it('says nothing when unknown or older than 30 days', () => {
    expect(activityOf(null, now)).toBeNull();
    expect(activityOf('not a date', now)).toBeNull();
    expect(activityOf(ago(31 * 24 * 60 * MIN), now)).toBeNull();
  });

  it('formats in the language of the page', () => {
    expect(formatAgo({ kind: 'ago', value: 1, unit: 'day' }, 'en')).toBe('yesterday');
    expect(formatAgo({ kind: 'ago', value: 3, unit: 'hour' }, 'de')).toBe('vor 3 Stunden');
  });
});
