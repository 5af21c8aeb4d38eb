import { describe, expect, it } from 'vitest';
import { isLanguageDependent } from '../../../lib/i18n/language-queries';
import { bundlesQueryOptions } from './get-bundles';
import { orderQueryOptions } from './orders';
import { repeatOrderQueryOptions } from './repeat-order';
import { transactionQueryOptions, transactionsQueryOptions } from './transactions';

describe("billing answers in the member's language", () => {
  it('loads bundles and transactions again when the language changes (payment method names)', () => {
    expect(isLanguageDependent({ meta: bundlesQueryOptions('member:1').meta })).toBe(true);
    expect(isLanguageDependent({ meta: transactionsQueryOptions(1).meta })).toBe(true);
    expect(isLanguageDependent({ meta: transactionQueryOptions(1, 'tr_1').meta })).toBe(true);
  });

  it("loads an order and the repeat order again when the language changes (their method's name)", () => {
    expect(isLanguageDependent({ meta: orderQueryOptions('order_1').meta })).toBe(true);
    expect(isLanguageDependent({ meta: repeatOrderQueryOptions(1).meta })).toBe(true);
  });
});
