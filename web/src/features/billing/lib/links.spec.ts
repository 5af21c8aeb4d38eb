import { describe, expect, it } from 'vitest';
import { orderPath, parseBundleId, paymentPath } from './links';

describe('billing links', () => {
  it('builds the payment path with the optional method and code', () => {
    expect(paymentPath(2)).toBe('/credits/2');
    expect(paymentPath(2, 'ideal')).toBe('/credits/2/ideal');
    expect(paymentPath(2, null, 'KINDRED10')).toBe('/credits/2?code=KINDRED10');
    expect(paymentPath(2, 'paypal', 'KINDRED10')).toBe('/credits/2/paypal?code=KINDRED10');
  });

  it('builds the path the provider returns to', () => {
    expect(orderPath(2, 'ideal', 'abc')).toBe('/credits/2/ideal?order=abc');
  });

  it('reads the bundle id of the URL', () => {
    expect(parseBundleId('3')).toBe(3);
    expect(parseBundleId('0')).toBeNull();
    expect(parseBundleId('x')).toBeNull();
    expect(parseBundleId(undefined)).toBeNull();
  });
});
