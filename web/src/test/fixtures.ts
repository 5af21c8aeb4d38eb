import type { SiteSettings } from '../features/site/api/get-settings';
import type { CompanyInfo } from '../features/site/api/get-companyinfo';
import type { Schemas } from '../api/types';
import type { Discount } from '../features/billing/lib/discounts';
import type { MemberPhoto } from '../features/members/api/get-member';

export const settingsFixture: SiteSettings = {
  name: 'Kindred',
  domain: 'localhost',
  domain_language: 'en',
  cdn_prefix: null,
  description: 'Meet adults near you.',
  index_title: 'Kindred – adult dating',
  countries: ['NL', 'DE'],
  signups: 'all',
  logged_out_search: 'all',
  logged_out_search_trafficsource: 'all',
  geoip_country: null,
  geoip_selected_country: 'NL',
  enable_site_entry_popup: 'yes',
  push_public_key: null,
  minimum_message_costs: {},
  fictional_icon: null,
  visible_profile_fields: [],
  visible_profile_notes: {},
  message_credits: 1,
  photo_credits: 1,
  gift_credits: 1,
  signup_credits: 1,
  message_length: 1000,
  support_email: 'support@kindred.test',
  search_fields: [],
  fictional_warning: null,
  fictional_singular: null,
  fictional_plural: null,
  refund_days: 14,
  member_resell: false,
  photo_moderation: 'post',
};

export const companyFixture: CompanyInfo = {
  name: 'Kindred Testing B.V.',
  address: 'Teststraat 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'Netherlands',
  tradenames: ['Kindred', 'Kin'],
  vat_numbers: ['NL000000000B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 0,
};

/** An order of 25 credits for €19.99 by iDEAL, pending. */
export const orderFixture = (
  overrides: Partial<Schemas['OrderResponse']> = {},
): Schemas['OrderResponse'] => ({
  id: '0b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
  bundle_id: 2,
  credits: 25,
  currency: 'EUR',
  list_amount: 1999,
  amount: 1999,
  discount_code: null,
  discount_percentage: 0,
  payment_method: 'ideal',
  payment_method_name: 'iDEAL',
  status: 'pending',
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
  ...overrides,
});

/** A member card (search, likes, the swipe game) of member `id`. */
export const memberCardFixture = (
  id: number,
  overrides: Partial<Schemas['MemberCard']> = {},
): Schemas['MemberCard'] => ({
  id,
  name: `M${id}`,
  age: 30,
  city: 'Utrecht',
  region: null,
  country: 'NL',
  fictional: false,
  main_image: null,
  last_active_at: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

/** The discount code KINDRED10: 10% off any bundle, in every country, without an end. */
export const discountFixture = (overrides: Partial<Discount> = {}): Discount => ({
  code: 'KINDRED10',
  percentage: 10,
  minimum: 0,
  country: null,
  kind: 'code',
  expires: null,
  ...overrides,
});

/** A photo of a member that the viewer may see. */
export const openPhotoFixture = (id: number): MemberPhoto => ({
  id,
  locked: false,
  url: `/media/${id}.jpg`,
  thumb_url: `/media/${id}-t.jpg`,
});

/** A photo of a member that the viewer has not unlocked. */
export const lockedPhotoFixture = (id: number): MemberPhoto => ({ id, locked: true });
