import { describe, expect, it } from 'vitest';
import { isLanguageDependent } from '../../../lib/i18n/language-queries';
import { bundlesQueryOptions } from './get-bundles';
import { transactionQueryOptions, transactionsQueryOptions } from './transactions';

describe("billing answers in the member's language", () => {
  it('loads bundles and transactions again when the language changes (payment method names)', () => {
    expect(isLanguageDependent({ meta: bundlesQueryOptions('member:1').meta })).toBe(true);
    expect(isLanguageDependent({ meta: transactionsQueryOptions(1).meta })).toBe(true);
    expect(isLanguageDependent({ meta: transactionQueryOptions(1, 'tr_1').meta })).toBe(true);
  });
});
