import { describe, expect, it } from 'vitest';
import { checkoutMethods, paymentMethodInitials, paymentMethodName, retryMethods } from './payment-methods';

const t = (key: string) => `t(${key})`;

describe('paymentMethodName', () => {
  it('writes brands as brands, in every language', () => {
    expect(paymentMethodName('ideal', t)).toBe('iDEAL');
    expect(paymentMethodName('prezelewy24', t)).toBe('Przelewy24');
    expect(paymentMethodName('paypal', t)).toBe('PayPal');
    expect(paymentMethodName('applepay', t)).toBe('Apple Pay');
  });

  it('translates descriptive names', () => {
    expect(paymentMethodName('creditcard', t)).toBe('t(methods.creditcard)');
    expect(paymentMethodName('sdd', t)).toBe('t(methods.sdd)');
    expect(paymentMethodName('sct', t)).toBe('t(methods.sct)');
  });

  it('keeps the code of a method it does not know', () => {
    expect(paymentMethodName('twint', t)).toBe('twint');
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
