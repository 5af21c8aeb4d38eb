import { PAYMENT_METHODS } from '../domain/payment-methods';
import { LOCALES } from '../../shared/i18n/messages';
import { paymentMethodName, paymentMethodNames } from './payment-method-names';

describe('payment method names', () => {
  it('writes a brand the same in every language', () => {
    for (const locale of LOCALES) {
      expect(paymentMethodName('ideal', locale)).toBe('iDEAL');
      expect(paymentMethodName('prezelewy24', locale)).toBe('Przelewy24');
      expect(paymentMethodName('applepay', locale)).toBe('Apple Pay');
    }
  });

  it('translates a name that is a word', () => {
    expect(paymentMethodName('creditcard', 'en')).toBe('Credit card');
    expect(paymentMethodName('creditcard', 'de')).toBe('Kreditkarte');
    expect(paymentMethodName('sdd', 'en')).toBe('Direct debit');
    expect(paymentMethodName('sct', 'fr')).toBe('Virement bancaire');
  });

  it('names every method in every language, never by its code alone', () => {
    for (const locale of LOCALES) {
      for (const method of PAYMENT_METHODS) {
        const name = paymentMethodName(method, locale);
        expect(name.trim()).not.toBe('');
        if (!['giropay', 'paysafecard', 'eps'].includes(method)) expect(name).not.toBe(method);
      }
    }
  });

  it('answers a code that is no payment method as it is', () => {
    expect(paymentMethodName('twint', 'de')).toBe('twint');
    expect(paymentMethodName('constructor', 'en')).toBe('constructor');
    expect(paymentMethodName('', 'en')).toBe('');
  });

  it('answers the names of the methods asked for, by method', () => {
    expect(paymentMethodNames(['ideal', 'creditcard'], 'nl')).toEqual({
      ideal: 'iDEAL',
      creditcard: 'Creditcard',
    });
  });
});
