import { editDistance, suggestCity } from './city-suggestions';

describe('suggestCity (real GeoNames data)', () => {
  it('suggests the place a typo was meant for', () => {
    expect(suggestCity('NL', 'Amsterdm')).toBe('Amsterdam');
    expect(suggestCity('NL', 'Rotterdma')).toBe('Rotterdam');
    expect(suggestCity('DE', 'Muenchen')).not.toBeNull();
  });

  it('stays quiet for known places (any case and accents) and for nonsense', () => {
    expect(suggestCity('NL', 'amsterdam')).toBeNull();
    expect(suggestCity('FR', 'Orleans')).toBeNull(); // Orléans
    expect(suggestCity('NL', 'Qwxzvbnmpl')).toBeNull();
    expect(suggestCity('NL', 'A')).toBeNull();
  });
});

describe('helpers', () => {
  it('measures edits with transpositions', () => {
    expect(editDistance('amsterdma', 'amsterdam', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
