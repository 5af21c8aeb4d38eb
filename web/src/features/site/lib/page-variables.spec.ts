import { describe, expect, it } from 'vitest';
import type { CompanyInfo } from '../api/get-companyinfo';
import { asStaticPageContent, buildPageVariables } from './page-variables';

describe('buildPageVariables', () => {
  it('maps settings and company info to the page variables', () => {
    const vars = buildPageVariables(
      { name: 'Kindred', domain: 'kindred.test', support_email: 'help@kindred.test', refund_days: 14 },
      {
        name: 'Kindred B.V.',
        address: 'Main street 1',
        city: 'Amsterdam',
        country: 'NL',
        kvk: '12345678',
        support_phone: '+31 20 000 0000',
        vat_numbers: ['NL001', 'DE002'],
        tradenames: ['Kindred', 'Kin'],
      },
    );
    expect(vars).toEqual({
      siteName: 'Kindred',
      domain: 'kindred.test',
      supportEmail: 'help@kindred.test',
      refundDays: '14',
      minAge: 18,
      companyName: 'Kindred B.V.',
      companyAddress: 'Main street 1',
      companyCity: 'Amsterdam',
      companyCountry: 'NL',
      kvk: '12345678',
      supportPhone: '+31 20 000 0000',
      vatNumbers: 'NL001, DE002',
      tradenames: 'Kindred, Kin',
    });
  });

  it('gives empty strings for missing values', () => {
    // Older or hand-edited company rows: lists left empty (null) or written as one string.
    const loose = { vat_numbers: null, tradenames: 'One' } as unknown as Partial<CompanyInfo>;
    const vars = buildPageVariables(undefined, loose);
    expect(vars.siteName).toBe('');
    expect(vars.vatNumbers).toBe('');
    expect(vars.tradenames).toBe('One');
    expect(vars.minAge).toBe(18);
  });
});

describe('asStaticPageContent', () => {
  it('accepts the pages.json shape', () => {
    expect(
      asStaticPageContent({ title: 'T', intro: 'I', sections: [{ heading: 'H', body: ['a', 'b'] }] }),
    ).toEqual({ title: 'T', intro: 'I', sections: [{ heading: 'H', body: ['a', 'b'] }] });
  });

  it('rejects a missing page (i18next returns the key)', () => {
    expect(asStaticPageContent('terms')).toBeNull();
    expect(asStaticPageContent({ intro: 'x' })).toBeNull();
  });
});
