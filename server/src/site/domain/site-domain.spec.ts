import { isHostName, normaliseHost } from './host-name';
import { selectCountry } from './selected-country';

describe('host names', () => {
  it('normalises hosts with ports and case', () => {
    expect(normaliseHost('Example.COM:3000')).toBe('example.com');
    expect(normaliseHost('[::1]:3000')).toBe('::1');
    expect(normaliseHost(undefined)).toBe('');
  });

  it.each([
    ['localhost', true],
    ['de.kindred.test', true],
    ['a-b.c', true],
    ['-bad.com', false],
    ['bad..com', false],
    ['has space.com', false],
    ['x'.repeat(64) + '.com', false],
    ['<script>', false],
  ])('%s is a host name: %s', (value, expected) => {
    expect(isHostName(value)).toBe(expected);
  });
});

describe('selectCountry', () => {
  const countries = ['NL', 'DE', 'BE'];
  it('prefers a served explicit choice', () => expect(selectCountry(countries, 'DE', 'be')).toBe('BE'));
  it('falls back to the IP country when served', () =>
    expect(selectCountry(countries, 'DE', 'US')).toBe('DE'));
  it('falls back to the first country', () => expect(selectCountry(countries, 'US')).toBe('NL'));
  it('copes with no IP country', () => expect(selectCountry(countries, null)).toBe('NL'));
});
