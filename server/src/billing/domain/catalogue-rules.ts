import {
  boolean,
  choice,
  countryCode,
  dateTime,
  type FieldRule,
  INVALID,
  integer,
  invalidField,
  list,
  nullable,
} from '../../shared/admin-input/field-rules';
import { FIRST_PURCHASE_CODES } from './discounts';

/** The currencies bundle_prices accepts. */
export const PRICE_CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'] as const;

/** What a member types (upper-cased), never one of the built-in first-purchase offers. */
const discountCode: FieldRule<string> = (value) => {
  if (typeof value !== 'string') return INVALID;
  const code = value.trim().toUpperCase();
  return /^[A-Z0-9_-]{1,40}$/.test(code) && !FIRST_PURCHASE_CODES.includes(code) ? code : INVALID;
};

/** A discount code of SPEC §3 (code, percentage, minimum, country) with its validity, as operators set it. */
export const DISCOUNT_CODE_RULES = {
  site_id: integer(1, 2_147_483_647),
  code: discountCode,
  percentage: integer(1, 90),
  /** Minimum order value in minor units of the buyer's currency (0: none). */
  minimum: integer(0, 100_000_000),
  country: nullable(countryCode),
  active: boolean,
  valid_from: nullable(dateTime),
  valid_until: nullable(dateTime),
};
export const DISCOUNT_CODE_READ_ONLY = ['id', 'created_at', 'usage_count'] as const;

/** valid_from must come before valid_until (the database checks it too). */
export function checkValidity(from: Date | null | undefined, until: Date | null | undefined): void {
  if (from && until && from.getTime() >= until.getTime()) throw invalidField('valid_until');
}

const price: FieldRule<{ country: string; currency: string; amount: number }> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const { country, currency, amount, ...rest } = value as Record<string, unknown>;
  const parsed = {
    country: countryCode(country),
    currency: choice(PRICE_CURRENCIES)(currency),
    amount: integer(1, 100_000_000)(amount),
  };
  if (Object.keys(rest).length || Object.values(parsed).includes(INVALID)) return INVALID;
  return parsed as { country: string; currency: string; amount: number };
};

const prices: FieldRule<{ country: string; currency: string; amount: number }[]> = (value) => {
  const parsed = list(price, { max: 60 })(value);
  if (parsed === INVALID) return INVALID;
  return new Set(parsed.map((p) => p.country)).size === parsed.length ? parsed : INVALID;
};

/** A credit bundle and its price per country (minor units of that country's currency). */
export const BUNDLE_RULES = {
  site_id: integer(1, 2_147_483_647),
  credits: integer(1, 1_000_000),
  sort: integer(-1000, 1000),
  popular: boolean,
  active: boolean,
  prices,
};
export const BUNDLE_READ_ONLY = ['id'] as const;
