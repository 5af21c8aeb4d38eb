import { describe, expect, it } from 'vitest';
import { discountFixture } from '../../../test/fixtures';
import { chosenDiscount, discountedAmount, normaliseCode, priceOf } from './discounts';

const code = discountFixture;

describe('discountedAmount', () => {
  it('rounds like the server and never goes below 1', () => {
    expect(discountedAmount(1999, 25)).toBe(1499);
    expect(discountedAmount(999, 10)).toBe(899);
    expect(discountedAmount(1, 100)).toBe(1);
  });
});

describe('priceOf', () => {
  it('is the list price without a discount', () => {
    expect(priceOf({ price: 1999, discounted_price: null }, null)).toEqual({
      list: 1999,
      total: 1999,
      saving: 0,
      discount: null,
      belowMinimum: false,
    });
  });

  it('takes the server price for the active discount', () => {
    const bonus = code({ code: 'TIMEBONUS25', percentage: 25, kind: 'time_bonus' });
    const price = priceOf({ price: 1999, discounted_price: 1400 }, bonus, 'TIMEBONUS25');
    expect(price.total).toBe(1400);
    expect(price.saving).toBe(599);
  });

  it('applies a typed code by the server rule', () => {
    const price = priceOf({ price: 1999, discounted_price: 1499 }, code(), 'TIMEBONUS25');
    expect(price.total).toBe(1799);
    expect(price.discount?.code).toBe('KINDRED10');
  });

  it('does not apply a code below its minimum order value', () => {
    const holland = code({ code: 'HOLLAND20', percentage: 20, minimum: 1999 });
    expect(priceOf({ price: 999, discounted_price: null }, holland)).toMatchObject({
      total: 999,
      discount: null,
      belowMinimum: true,
    });
    expect(priceOf({ price: 1999, discounted_price: null }, holland).total).toBe(1599);
  });
});

describe('chosenDiscount and normaliseCode', () => {
  it('prefers the typed code over the active discount', () => {
    const active = code({ code: 'WELCOME25', kind: 'welcome', percentage: 25 });
    expect(chosenDiscount(code(), active)?.code).toBe('KINDRED10');
    expect(chosenDiscount(null, active)?.code).toBe('WELCOME25');
  });

  it('normalises a typed code', () => {
    expect(normaliseCode('  kindred10 ')).toBe('KINDRED10');
  });
});
