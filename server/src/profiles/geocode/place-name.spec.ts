import { normalizePlaceName } from './place-name';

describe('normalizePlaceName', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalizePlaceName("'s-Hertogenbosch")).toBe('s hertogenbosch');
    expect(normalizePlaceName("  's-Hertogenbosch ")).toBe('s hertogenbosch');
    expect(normalizePlaceName('Kraków')).toBe('krakow');
    expect(normalizePlaceName('Biel/Bienne')).toBe('biel bienne');
  });
});
