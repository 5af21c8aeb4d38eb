import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from './money';

// Intl separates amount and symbol with a no-break space in some languages.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('turns minor units into the currency in the UI language', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(plain(formatMoney(1999, 'EUR', 'de'))).toBe('19,99 €');
    expect(plain(formatMoney(1999, 'EUR', 'nl'))).toBe('€ 19,99');
    expect(plain(formatMoney(4499, 'PLN', 'pl'))).toBe('44,99 zł');
    expect(formatMoney(899, 'GBP', 'en')).toBe('£8.99');
  });

  it('keeps whole units of currencies without minor units', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('EUR')).toBe(2);
    expect(formatMoney(1200, 'JPY', 'en')).toBe('¥1,200');
  });

  it('shows cents of small amounts', () => {
    expect(formatMoney(80, 'EUR', 'en')).toBe('€0.80');
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05');
  });

  it('falls back to English for an unknown language tag', () => {
    expect(formatMoney(999, 'EUR', '!!')).toBe('€9.99');
  });
});
