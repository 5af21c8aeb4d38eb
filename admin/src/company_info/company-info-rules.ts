import { maxLength, maxValue, minValue, number, regex, required } from 'react-admin';

/** The server's rules for company info (server/src/site/domain/company-info-rules.ts). */
export const COMPANY_RULES = {
  name: [required(), maxLength(200)],
  address: [required(), maxLength(300)],
  kvk: [required(), maxLength(32)],
  city: [required(), maxLength(100)],
  country: [required(), maxLength(100)],
  tradenames: [
    (value: unknown) =>
      Array.isArray(value) &&
      value.length <= 20 &&
      value.every((name) => typeof name === 'string' && name.length <= 200)
        ? undefined
        : 'kindred.company_info.invalid.tradenames',
  ],
  vat_numbers: [
    (value: unknown) =>
      Array.isArray(value) &&
      value.length <= 20 &&
      value.every((vat) => /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(String(vat)))
        ? undefined
        : 'kindred.company_info.invalid.vat_numbers',
  ],
  support_phone: [required(), regex(/^\+?[0-9 ()-]{3,40}$/, 'kindred.company_info.invalid.phone')],
  delete_discount: [required(), number(), minValue(0), maxValue(100)],
};

/** Lists are edited as one line each, separated by commas. */
export const listFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
export const listParse = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
