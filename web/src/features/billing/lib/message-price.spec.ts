import { describe, expect, it } from 'vitest';
import { cheapestMessagePrice, type OfferedBundle } from './message-price';

const bundle = (credits: number, price: number, overrides: Partial<OfferedBundle> = {}): OfferedBundle => ({
  credits,
  currency: 'EUR',
  price,
  discounted_price: null,
  ...overrides,
});

// the demo sites' euro bundles: €1.00 down to €0.53 per credit
const EURO = [bundle(10, 999), bundle(25, 1999), bundle(60, 3999), bundle(150, 7999)];

describe('cheapestMessagePrice', () => {
  it('is the cheapest price per credit times the credits a message costs', () => {
    expect(cheapestMessagePrice(EURO, 1)).toEqual({ amount: 53, currency: 'EUR' });
    expect(cheapestMessagePrice(EURO, 3)).toEqual({ amount: 160, currency: 'EUR' });
  });

  it('does not depend on the order of the bundles', () => {
    expect(cheapestMessagePrice([...EURO].reverse(), 1)).toEqual({ amount: 53, currency: 'EUR' });
  });

  it('counts the discounted price where the discount applies', () => {
    const discounted = [bundle(10, 999, { discounted_price: 749 }), bundle(25, 1999)];
    expect(cheapestMessagePrice(discounted, 1)).toEqual({ amount: 75, currency: 'EUR' });
  });

  it('keeps the currency of the bundles', () => {
    const zloty = [bundle(10, 4499, { currency: 'PLN' }), bundle(150, 35999, { currency: 'PLN' })];
    expect(cheapestMessagePrice(zloty, 1)).toEqual({ amount: 240, currency: 'PLN' });
  });

  it('is unknown without bundles, without a message cost or with mixed currencies', () => {
    expect(cheapestMessagePrice([], 1)).toBeNull();
    expect(cheapestMessagePrice(EURO, null)).toBeNull();
    expect(cheapestMessagePrice(EURO, 0)).toBeNull();
    expect(cheapestMessagePrice([bundle(10, 999), bundle(10, 899, { currency: 'GBP' })], 1)).toBeNull();
  });
});
