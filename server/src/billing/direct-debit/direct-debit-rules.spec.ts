import {
  checkDirectDebitForm,
  maskIban,
  normalisePhone,
  withinDirectDebitLimits,
} from './direct-debit-rules';

const good = {
  account_holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Damrak',
  house_number: '1a',
  zip: '1012 LG',
  city: 'Amsterdam',
  phone: '06 1234 5678',
  authorization: true,
};

describe('checkDirectDebitForm', () => {
  it('accepts a good form and normalises IBAN and phone', () => {
    const { errors, details } = checkDirectDebitForm(good, '31');
    expect(errors).toEqual({});
    expect(details).toMatchObject({ iban: 'NL91ABNA0417164300', phone: '+31612345678', houseNumber: '1a' });
  });

  it('refuses a mistyped IBAN, a missing authorisation and bad address fields', () => {
    const { errors, details } = checkDirectDebitForm(
      { ...good, iban: 'NL91ABNA0417164301', authorization: 'yes', house_number: 'x', zip: '!', phone: '12' },
      '31',
    );
    expect(details).toBeNull();
    expect(errors).toEqual({
      iban: 'billing.dd_iban_invalid',
      authorization: 'billing.dd_authorization',
      house_number: 'billing.dd_house_number',
      zip: 'billing.dd_zip',
      phone: 'billing.dd_phone',
    });
  });
});

describe('direct debit helpers', () => {
  it('normalises phone numbers to E.164', () => {
    expect(normalisePhone('+49 (0)30-1234567', '49')).toBe('+49301234567');
    expect(normalisePhone('12', '49')).toBeNull();
    expect(normalisePhone('0049 30 1234567', '49')).toBe('+49301234567');
    expect(normalisePhone('030 1234567', '49')).toBe('+49301234567');
  });

  it('keeps 3 debits and €150 within 30 days', () => {
    expect(withinDirectDebitLimits([], 15_000)).toBe(true);
    expect(withinDirectDebitLimits([{ amount: 10_000 }], 5_001)).toBe(false);
    expect(withinDirectDebitLimits([{ amount: 100 }, { amount: 100 }, { amount: 100 }], 100)).toBe(false);
  });

  it('masks the IBAN', () => {
    expect(maskIban('NL91ABNA0417164300')).toBe('NL•• •••• 4300');
  });
});
