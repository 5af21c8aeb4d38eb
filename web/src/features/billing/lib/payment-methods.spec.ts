import { describe, expect, it } from 'vitest';
import {
  checkoutMethods,
  paymentMethodInitials,
  paymentMethodName,
  retryMethods,
  transactionMethodName,
} from './payment-methods';

describe('paymentMethodName', () => {
  const names = { ideal: 'iDEAL', creditcard: 'Kreditkarte', sct: '' };

  it('writes the name the server answers', () => {
    expect(paymentMethodName('ideal', names)).toBe('iDEAL');
    expect(paymentMethodName('creditcard', names)).toBe('Kreditkarte');
  });

  it('keeps the code of a method without a name (missing, blank, or no names yet)', () => {
    expect(paymentMethodName('twint', names)).toBe('twint');
    expect(paymentMethodName('sct', names)).toBe('sct');
    expect(paymentMethodName('ideal', undefined)).toBe('ideal');
    expect(paymentMethodInitials('twint')).toBe('TWI');
  });
});

describe('retryMethods and checkoutMethods', () => {
  it('offers the other methods first after a failure', () => {
    expect(retryMethods(['ideal', 'creditcard', 'paypal'], 'ideal')).toEqual([
      'creditcard',
      'paypal',
      'ideal',
    ]);
    expect(retryMethods(['ideal', 'paypal'], null)).toEqual(['ideal', 'paypal']);
  });

  it('leaves direct debit to its own form', () => {
    expect(checkoutMethods(['ideal', 'sdd', 'sct'])).toEqual(['ideal', 'sct']);
  });
});

describe('transactionMethodName', () => {
  it("answers the server's name, else the code", () => {
    expect(transactionMethodName({ paymentmethod: 'sofort', paymentmethod_name: 'Sofort' })).toBe('Sofort');
    expect(transactionMethodName({ paymentmethod: 'sofort', paymentmethod_name: ' ' })).toBe('sofort');
    expect(transactionMethodName({ paymentmethod: 'sofort' })).toBe('sofort');
  });
});
