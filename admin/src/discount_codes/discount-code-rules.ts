import { maxLength, maxValue, minValue, number, regex, required, type Validator } from 'react-admin';

/** The server's rules for discount codes (server/src/billing/domain/catalogue-rules.ts). */
const whole: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(value)
    ? undefined
    : 'kindred.discount_codes.invalid.whole_number';

/** valid_until after valid_from (the form's values). */
const afterStart: Validator = (value: unknown, values: { valid_from?: string | null }) =>
  value && values.valid_from && new Date(String(value)) <= new Date(values.valid_from)
    ? 'kindred.discount_codes.invalid.validity'
    : undefined;

export const DISCOUNT_CODE_RULES = {
  site_id: [required()],
  code: [
    required(),
    maxLength(40),
    regex(/^[A-Za-z0-9_-]+$/, 'kindred.discount_codes.invalid.code'),
    (value: unknown) =>
      ['TIMEBONUS25', 'WELCOME25'].includes(String(value).toUpperCase())
        ? 'kindred.discount_codes.invalid.reserved'
        : undefined,
  ],
  percentage: [required(), number(), whole, minValue(1), maxValue(90)],
  minimum: [required(), number(), whole, minValue(0), maxValue(100_000_000)],
  country: [regex(/^[A-Z]{2}$/, 'kindred.discount_codes.invalid.country')],
  valid_until: [afterStart],
};

/** Codes are stored as members type them, in upper case. */
export const upperCase = (value: string) => (typeof value === 'string' ? value.toUpperCase() : value);
