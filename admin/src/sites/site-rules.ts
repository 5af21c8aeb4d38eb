import {
  choices,
  email,
  maxLength,
  maxValue,
  minValue,
  number,
  regex,
  required,
  type Validator,
} from 'react-admin';

/**
 * The server's rules for site settings (server/src/site/domain/site-settings-rules.ts), checked in the
 * form before saving; the server checks them again and names the field it refuses.
 */
import { COUNTRIES, CURRENCIES, LANGUAGES } from '../layout/site-values';

export { COUNTRIES, CURRENCIES, LANGUAGES };
export const VISIBLE_PROFILE_FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'interests',
  'about',
] as const;
export const SEARCH_FIELDS = [
  'gender',
  'min_age',
  'max_age',
  'country',
  'countryregion',
  'distance',
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
] as const;

const wholeNumber = (min: number, max: number): Validator[] => [
  required(),
  number(),
  minValue(min),
  maxValue(max),
  (value: unknown) => (Number.isInteger(value) ? undefined : 'kindred.sites.invalid.whole_number'),
];

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** `{"NL": {"costs": 99, "currency": "EUR"}}` as typed in the form (JSON text). */
const messageCosts: Validator = (value: unknown) => {
  if (typeof value === 'string') return 'kindred.sites.invalid.json';
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'kindred.sites.invalid.json';
  const entries = Object.entries(value as Record<string, unknown>);
  const ok = entries.every(([country, cost]) => {
    if (!/^[A-Z]{2}$/.test(country) || typeof cost !== 'object' || cost === null) return false;
    const { costs, currency, ...rest } = cost as Record<string, unknown>;
    return (
      Object.keys(rest).length === 0 &&
      Number.isInteger(costs) &&
      (costs as number) >= 0 &&
      (costs as number) <= 100_000 &&
      (CURRENCIES as readonly unknown[]).includes(currency)
    );
  });
  return ok && entries.length <= 30 ? undefined : 'kindred.sites.invalid.message_costs';
};

const isTimeZone = (value: unknown) => {
  if (typeof value !== 'string' || !/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(value))
    return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const SITE_RULES = {
  name: [required(), maxLength(100)],
  domain: [required(), maxLength(253), regex(HOST, 'kindred.sites.invalid.domain')],
  domain_language: [required(), choices([...LANGUAGES])],
  cdn_prefix: [
    required(),
    maxLength(500),
    regex(/^(https:\/\/\S+|\/\S*)$/, 'kindred.sites.invalid.cdn_prefix'),
  ],
  countries: [
    required(),
    (value: unknown) =>
      Array.isArray(value) &&
      value.length >= 1 &&
      value.length <= 30 &&
      value.every((c) => /^[A-Z]{2}$/.test(String(c)))
        ? undefined
        : 'kindred.sites.invalid.countries',
  ],
  enable_site_entry_popup: [
    required(),
    regex(/^(yes|no|[A-Z]{2}(,[A-Z]{2})*)$/, 'kindred.sites.invalid.entry_popup'),
    maxLength(100),
  ],
  minimum_message_costs: [messageCosts],
  fictional_icon: [maxLength(500)],
  /** What a text, a photo or a gift costs: the server refuses 0, a send always spends credits. */
  send_credits: wholeNumber(1, 10_000),
  credits: wholeNumber(0, 10_000),
  message_length: wholeNumber(1, 10_000),
  support_email: [required(), email(), maxLength(254)],
  refund_days: wholeNumber(0, 365),
  time_zone: [
    required(),
    (value: unknown) => (isTimeZone(value) ? undefined : 'kindred.sites.invalid.time_zone'),
  ],
  message_retention_days: wholeNumber(0, 36_500),
  photo_safety_threshold: [required(), minValue(0), maxValue(1)],
};

/** JSON settings are edited as text: shown pretty-printed, kept as text until they parse. */
export const jsonFormat = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value ?? {}, null, 2);
export const jsonParse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
