import { describe, expect, it } from 'vitest';
import { discountedAmount, normaliseCode, parseBundleId, priceOf } from './price';

const WELCOME = { code: 'WELCOME25', percentage: 25, minimum: 0 };

describe('priceOf', () => {
  it('is the list price without a discount', () => {
    expect(priceOf({ price: 7999, discounted_price: null }, null, null)).toEqual({
      list: 7999,
      total: 7999,
      discount: null,
    });
  });

  it('takes the server’s price for the active discount', () => {
    expect(priceOf({ price: 7999, discounted_price: 5999 }, WELCOME, 'WELCOME25')).toEqual({
      list: 7999,
      total: 5999,
      discount: WELCOME,
    });
  });

  it('applies a code from the link by the server’s rule', () => {
    const code = { code: 'KINDRED10', percentage: 10, minimum: 0 };
    expect(priceOf({ price: 1999, discounted_price: 1499 }, code, 'WELCOME25').total).toBe(1799);
    expect(discountedAmount(1, 99)).toBe(1);
  });

  it('applies no discount below its minimum order value', () => {
    const code = { code: 'HOLLAND20', percentage: 20, minimum: 1999 };
    expect(priceOf({ price: 999, discounted_price: null }, code, null)).toEqual({
      list: 999,
      total: 999,
      discount: null,
    });
  });
});

describe('query values', () => {
  it('reads the bundle id', () => {
    expect(parseBundleId('12')).toBe(12);
    expect(parseBundleId('0')).toBeNull();
    expect(parseBundleId('1e3')).toBeNull();
    expect(parseBundleId(null)).toBeNull();
  });

  it('normalises the code', () => {
    expect(normaliseCode(' kindred10 ')).toBe('KINDRED10');
    expect(normaliseCode('  ')).toBeNull();
    expect(normaliseCode(null)).toBeNull();
  });
});
