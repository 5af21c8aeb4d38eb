import { describe, expect, it } from 'vitest';
import { directDebitPath } from './paths';

describe('directDebitPath', () => {
  it('names the bundle and the discount code', () => {
    expect(directDebitPath(4)).toBe('/directdebit?bundle=4');
    expect(directDebitPath(4, 'KINDRED10')).toBe('/directdebit?bundle=4&code=KINDRED10');
    expect(directDebitPath(null, 'KINDRED10')).toBe('/directdebit?code=KINDRED10');
    expect(directDebitPath(null)).toBe('/directdebit');
  });
});
