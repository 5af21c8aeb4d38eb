import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { generateVapidKeys } from '../../../db/seeds/vapid';

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

/** The VAPID key pair of the sites made here (a real one: web push signs with it). */
export const TEST_VAPID = generateVapidKeys();

export interface SiteFixture {
  id: number;
  domain: string;
}

/** Inserts a site with every settings column filled; each call makes its own. */
export async function createSite(
  db: DataSource,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<SiteFixture> {
  const domain = (overrides.domain as string | undefined) ?? `site-${unique()}.test`;
  const row = {
    domain,
    is_default: false,
    name: 'Test Site',
    domain_language: 'en',
    cdn_prefix: '/media',
    // the site's own texts, a text per language (English always): German here, English for the rest
    description: JSON.stringify({ en: 'A test dating site', de: 'Eine Test-Datingseite' }),
    index_title: JSON.stringify({ en: 'Test Site: meet singles', de: 'Test Site: Singles kennenlernen' }),
    countries: ['NL', 'DE', 'BE'],
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'none',
    enable_site_entry_popup: 'yes',
    push_public_key: TEST_VAPID.publicKey,
    push_private_key: TEST_VAPID.privateKey,
    minimum_message_costs: JSON.stringify({
      NL: { costs: 99, currency: 'EUR' },
      DE: { costs: 99, currency: 'EUR' },
    }),
    fictional_icon: 'mask',
    visible_profile_fields: ['hair_color', 'about'],
    visible_profile_notes: JSON.stringify({
      about: { en: 'Tell others about yourself', de: 'Erzähl etwas über dich' },
      interests: { en: 'Chosen from our list' },
    }),
    message_credits: 1,
    photo_credits: 2,
    gift_credits: 5,
    signup_credits: 3,
    message_length: 1000,
    support_email: 'support@example.test',
    search_fields: ['gender', 'min_age', 'max_age', 'country'],
    fictional_warning: JSON.stringify({
      en: 'Some profiles are fictional.',
      de: 'Einige Profile sind fiktiv.',
    }),
    fictional_singular: JSON.stringify({ en: 'fictional profile', de: 'fiktives Profil' }),
    fictional_plural: JSON.stringify({ en: 'fictional profiles', de: 'fiktive Profile' }),
    refund_days: 14,
    member_resell: false,
    photo_moderation: 'post',
    ...overrides,
  };
  const columns = Object.keys(row);
  const values = Object.values(row);
  const [inserted] = (await db.query(
    `INSERT INTO site_settings (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    values,
  )) as [{ id: number }];
  return { id: inserted.id, domain };
}

export async function createCompanyInfo(
  db: DataSource,
  siteId: number,
  name = 'Test Company B.V.',
): Promise<void> {
  await db.query(
    `INSERT INTO company_info (site_id, name, address, kvk, city, country, tradenames, vat_numbers, support_phone, delete_discount)
     VALUES ($1, $2, 'Keizersgracht 1', '12345678', 'Amsterdam', 'Netherlands', $3, $4, '+31 20 123 4567', 50)`,
    [siteId, name, ['Test Site'], ['NL123456789B01']],
  );
}

export interface BundleFixture {
  small: number;
  popular: number;
}

/** Two bundles (10 and 25 credits) priced in NL and DE (EUR) and GB (GBP), plus two discount codes. */
export async function createBundles(db: DataSource, siteId: number): Promise<BundleFixture> {
  const [small] = (await db.query(
    `INSERT INTO credit_bundles (site_id, credits, sort) VALUES ($1, 10, 1) RETURNING id`,
    [siteId],
  )) as [{ id: number }];
  const [popular] = (await db.query(
    `INSERT INTO credit_bundles (site_id, credits, sort, popular) VALUES ($1, 25, 2, true) RETURNING id`,
    [siteId],
  )) as [{ id: number }];
  await db.query(
    `INSERT INTO bundle_prices (bundle_id, country, currency, amount) VALUES
       ($1, 'NL', 'EUR', 999), ($2, 'NL', 'EUR', 1999), ($1, 'DE', 'EUR', 1099), ($2, 'DE', 'EUR', 2099),
       ($1, 'GB', 'GBP', 899), ($2, 'GB', 'GBP', 1799)`,
    [small.id, popular.id],
  );
  await db.query(
    `INSERT INTO discount_codes (site_id, code, percentage, minimum, country) VALUES
       ($1, 'HOLLAND20', 20, 1500, 'NL'), ($1, 'BERLIN15', 15, 0, 'DE'), ($1, 'EVERYONE10', 10, 0, NULL)`,
    [siteId],
  );
  return { small: small.id, popular: popular.id };
}
