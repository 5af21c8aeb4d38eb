import {
  boolean,
  choice,
  countryCode,
  FieldRule,
  INVALID,
  integer,
  list,
  record,
  text,
} from '../../shared/admin-input/field-rules';
import { LOCALES } from '../../shared/i18n/messages';
import { localisedText } from './localised-text';
import { profileNotes } from './profile-notes';
import { isTimeZone } from './time-zone';

/** The currencies prices and message costs are in (the same list as billing's bundle prices). */
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'CAD', 'AUD', 'NZD'] as const;
/** Profile facts a member page may show (profiles: member-profile.reader). */
export const VISIBLE_PROFILE_FIELDS = [
  'hair_color',
  'eye_color',
  'body_type',
  'relationship_status',
  'interests',
  'about',
] as const;
/** The filters a search may offer (web: search filter bar; matching: search-criteria FIELD_FILTERS). */
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

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const EMAIL = /^[^\s@]{1,64}@[a-z0-9.-]{1,253}\.[a-z]{2,}$/i;
/** An https URL or a path of the same origin. */
const URL_OR_PATH = /^(https:\/\/[^\s]+|\/[^\s]*)$/;

const host: FieldRule<string> = (value) => {
  const parsed = text(253, { min: 1 })(value);
  return parsed !== INVALID && HOST.test(parsed.toLowerCase()) ? parsed.toLowerCase() : INVALID;
};

const timeZone: FieldRule<string> = (value) => {
  const parsed = text(64, { min: 1, pattern: /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/ })(value);
  return parsed !== INVALID && isTimeZone(parsed) ? parsed : INVALID;
};

/** A safety score limit: a number from 0 to 1 (photos scoring above it wait for review). */
const fraction: FieldRule<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : INVALID;

/** 'yes', 'no' or comma-separated country codes ('NL,DE'). */
const entryPopup: FieldRule<string> = (value) => {
  const parsed = text(100, { min: 2 })(value);
  if (parsed === INVALID) return INVALID;
  return parsed === 'yes' || parsed === 'no' || /^[A-Z]{2}(,[A-Z]{2})*$/.test(parsed) ? parsed : INVALID;
};

const messageCost: FieldRule<{ costs: number; currency: string }> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const { costs, currency, ...rest } = value as Record<string, unknown>;
  const parsedCosts = integer(0, 100_000)(costs);
  const parsedCurrency = choice(CURRENCIES)(currency);
  if (Object.keys(rest).length || parsedCosts === INVALID || parsedCurrency === INVALID) return INVALID;
  return { costs: parsedCosts, currency: parsedCurrency };
};

/**
 * Every setting of SPEC §3 an operator edits, under its API name, with the rules the database and the
 * members' app rely on. The console checks the same (admin/src/sites/site-rules.ts).
 */
export const SITE_SETTINGS_RULES = {
  name: text(100, { min: 1 }),
  domain: host,
  domain_language: choice(LOCALES),
  cdn_prefix: text(500, { min: 1, pattern: URL_OR_PATH }),
  description: localisedText(1000),
  index_title: localisedText(200),
  countries: list(countryCode, { min: 1, max: 30 }),
  signups: choice(['all', 'with_trafficsource', 'none'] as const),
  logged_out_search: choice(['all', 'none'] as const),
  logged_out_search_trafficsource: choice(['all', 'none'] as const),
  enable_site_entry_popup: entryPopup,
  minimum_message_costs: record(/^[A-Z]{2}$/, messageCost, 30),
  fictional_icon: text(500),
  visible_profile_fields: list(choice(VISIBLE_PROFILE_FIELDS), { max: VISIBLE_PROFILE_FIELDS.length }),
  visible_profile_notes: profileNotes,
  // A send always spends credits (a message is stored if and only if they were spent): at least 1.
  message_credits: integer(1, 10_000),
  photo_credits: integer(1, 10_000),
  gift_credits: integer(1, 10_000),
  signup_credits: integer(0, 10_000),
  message_length: integer(1, 10_000),
  support_email: text(254, { min: 3, pattern: EMAIL }),
  search_fields: list(choice(SEARCH_FIELDS), { max: SEARCH_FIELDS.length }),
  fictional_warning: localisedText(1000),
  fictional_singular: localisedText(100),
  fictional_plural: localisedText(100),
  refund_days: integer(0, 365),
  member_resell: boolean,
  photo_moderation: choice(['post', 'pre'] as const),
  photo_safety_threshold: fraction,
  time_zone: timeZone,
  message_retention_days: integer(0, 36_500),
};

/** What the console shows but never writes (the push key pair is generated, the default is set once). */
export const SITE_SETTINGS_READ_ONLY = ['id', 'is_default', 'push_public_key'] as const;
