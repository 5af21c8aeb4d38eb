import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl writes a no-break space between number and symbol in some languages
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes minor units in the currency and the UI language', () => {
    expect(formatMoney(7999, 'EUR', 'en')).toBe('€79.99');
    expect(plain(formatMoney(7999, 'EUR', 'de'))).toBe('79,99 €');
    expect(plain(formatMoney(7999, 'EUR', 'nl'))).toBe('€ 79,99');
    expect(plain(formatMoney(35999, 'PLN', 'pl'))).toBe('359,99 zł');
  });

  it('knows currencies without minor units', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('falls back to English for an unknown language tag', () => {
    expect(formatMoney(999, 'EUR', '!!')).toBe('€9.99');
  });
});
