import {
  activeDiscountFor,
  discountedAmount,
  resolveDiscount,
  timeBonusFor,
  type Buyer,
  type StoredCode,
} from './discounts';

const signedUpAt = new Date('2026-11-22T10:00:00Z');
const buyer: Buyer = { country: 'NL', paidUser: false, signedUpAt, usedCodes: [] };
const at = (minutes: number) => new Date(signedUpAt.getTime() + minutes * 60_000);
const stored = (overrides: Partial<StoredCode> = {}): StoredCode => ({
  code: 'HOLLAND20',
  percentage: 20,
  minimum: 1999,
  country: 'NL',
  active: true,
  validUntil: null,
  ...overrides,
});

describe('time bonus', () => {
  it('runs for 4 hours after signup for unpaid members, once', () => {
    expect(timeBonusFor(buyer, at(0))).toMatchObject({
      code: 'TIMEBONUS25',
      percentage: 25,
      expiresAt: at(240),
    });
    expect(timeBonusFor(buyer, at(239))).not.toBeNull();
    expect(timeBonusFor(buyer, at(240))).toBeNull();
    expect(timeBonusFor({ ...buyer, paidUser: true }, at(1))).toBeNull();
    expect(timeBonusFor({ ...buyer, usedCodes: ['TIMEBONUS25'] }, at(1))).toBeNull();
  });

  it('is the active discount while it runs, then the welcome code for 7 days', () => {
    expect(activeDiscountFor(buyer, at(10))?.code).toBe('TIMEBONUS25');
    expect(activeDiscountFor(buyer, at(241))?.code).toBe('WELCOME25');
    expect(activeDiscountFor(buyer, at(7 * 24 * 60))).toBeNull();
    expect(activeDiscountFor({ ...buyer, paidUser: true }, at(10))).toBeNull();
  });

  it('offers neither first-purchase discount once one of them is held or used', () => {
    expect(activeDiscountFor({ ...buyer, usedCodes: ['TIMEBONUS25'] }, at(10))).toBeNull();
    expect(activeDiscountFor({ ...buyer, usedCodes: ['WELCOME25'] }, at(10))).toBeNull();
    expect(activeDiscountFor({ ...buyer, usedCodes: ['HOLLAND20'] }, at(10))?.code).toBe('TIMEBONUS25');
  });
});

describe('resolveDiscount', () => {
  it('applies a stored code within its country and from its minimum', () => {
    expect(resolveDiscount(' holland20 ', stored(), buyer, at(0), 1999)).toMatchObject({ percentage: 20 });
    expect(resolveDiscount('HOLLAND20', stored(), buyer, at(0), 999)).toBe('code_minimum');
    expect(resolveDiscount('HOLLAND20', stored(), buyer, at(0), null)).toMatchObject({ minimum: 1999 });
  });

  it('treats unknown, inactive, expired and other countries’ codes as not found', () => {
    expect(resolveDiscount('NOPE', null, buyer, at(0), 5000)).toBe('code_not_found');
    expect(resolveDiscount('HOLLAND20', stored({ active: false }), buyer, at(0), 5000)).toBe(
      'code_not_found',
    );
    expect(resolveDiscount('HOLLAND20', stored({ validUntil: at(-1) }), buyer, at(0), 5000)).toBe(
      'code_not_found',
    );
    // Not yet valid: the operator set a start in the future.
    expect(resolveDiscount('HOLLAND20', stored({ validFrom: at(1) }), buyer, at(0), 5000)).toBe(
      'code_not_found',
    );
    expect(resolveDiscount('HOLLAND20', stored({ validFrom: at(0) }), buyer, at(0), 5000)).toMatchObject({
      code: 'HOLLAND20',
    });
    expect(resolveDiscount('HOLLAND20', stored(), { ...buyer, country: 'DE' }, at(0), 5000)).toBe(
      'code_not_found',
    );
    expect(resolveDiscount('TIMEBONUS25', null, buyer, at(300), 5000)).toBe('code_not_found');
  });

  it('refuses a code the member used before', () => {
    expect(resolveDiscount('HOLLAND20', stored(), { ...buyer, usedCodes: ['HOLLAND20'] }, at(0), 5000)).toBe(
      'code_already_used',
    );
    expect(resolveDiscount('TIMEBONUS25', null, { ...buyer, usedCodes: ['TIMEBONUS25'] }, at(0), 5000)).toBe(
      'code_already_used',
    );
    expect(resolveDiscount('WELCOME25', null, { ...buyer, usedCodes: ['TIMEBONUS25'] }, at(0), 5000)).toBe(
      'code_already_used',
    );
  });
});

describe('discountedAmount', () => {
  it('takes the percentage off in whole minor units', () => {
    expect(discountedAmount(1999, 25)).toBe(1499);
    expect(discountedAmount(999, 10)).toBe(899);
    expect(discountedAmount(1, 90)).toBe(1);
  });
});
