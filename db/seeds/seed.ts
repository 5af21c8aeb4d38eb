import * as argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { BUNDLE_PRICES, BUNDLES, DISCOUNT_CODES } from './data/bundles';
import { INTERESTS } from './data/interests';
import { REGIONS } from './data/regions';
import { SITES, type SiteData } from './data/sites';
import {
  DEMO_MEMBER_DOMAIN,
  demoLoginMember,
  demoMemberEmail,
  generateMember,
  photoHue,
  type MemberSeed,
} from './members';
import { analyzeBulkTables, insertMembersInBulk } from './bulk-members';
import { seedDemoConversations } from './conversations';
import { seedCredits } from './credits';
import { memberIds, regionKey, type Lookups } from './lookups';
import { fileExists, PHOTO_HEIGHT, PHOTO_WIDTH, writePortrait } from './photos';
import { ensureSharedPhotos, SHARED_PHOTO_PREFIX } from './shared-photos';
import { generateVapidKeys } from './vapid';
import { seedGifts } from './gifts';

export const DEFAULT_SEED_MEMBERS = 300;
/** Every generated demo member (member0001@demo.kindred.local, …) logs in with this password. */
export const DEMO_MEMBERS_PASSWORD = 'kindred-member-2026';
import { ADMIN_LOGINS, DEMO_LOGIN } from './data/demo-logins';
import type { AdminRole } from '../../server/src/shared/admin/admin-role';

export { ADMIN_LOGINS, DEMO_LOGIN };

/** How many members' photos are rendered at the same time. */
const PHOTO_CONCURRENCY = 4;
const PROGRESS_EVERY = 50;

export interface SeedOptions {
  /** Number of generated demo members (default 300). Members 1..N are the same on every run. */
  members: number;
  /** Directory the photo files go to; photos.filename is relative to it. */
  mediaDir: string;
  log: (line: string) => void;
  /** Reference time for ages and activity dates of newly added members (default: now). */
  now?: Date;
  /**
   * Seed the demo members and demo admins, whose passwords are published (default true). A production
   * site gets reference data only (see demoSeedWanted) and its first admin from `npm run admin:create`.
   */
  demo?: boolean;
  /**
   * Insert the generated members in batches, with photos from a shared pool rendered once instead of
   * photos of their own (db/seeds/bulk-members.ts): for 100,000 members and more. Default false.
   */
  bulk?: boolean;
}

/**
 * Whether the demo accounts are wanted: SEED_DEMO=true|false decides; unset, only outside production
 * (NODE_ENV unset counts as development, as the server's configuration does).
 */
export function demoSeedWanted(env: Record<string, string | undefined>): boolean {
  if (env.SEED_DEMO === 'true') return true;
  if (env.SEED_DEMO === 'false') return false;
  return (env.NODE_ENV || 'development') !== 'production';
}

export interface SeedCounts {
  created: number;
  updated: number;
  /** Rows of this kind in the database after the seed. */
  total: number;
}

export interface SeedReport {
  sites: SeedCounts;
  companyInfo: SeedCounts;
  interests: SeedCounts;
  regions: SeedCounts;
  /** Demo accounts with their profile (generated members plus the demo login). */
  members: SeedCounts;
  admins: SeedCounts;
  /** created: new photo rows; filesWritten: photos (with thumbnail) rendered because missing on disk. */
  photos: { created: number; filesWritten: number; total: number };
  /** The demo login's conversations (fictional members wrote to it). */
  conversations: { created: number; total: number };
  /** null when the demo accounts were not seeded. */
  demoLogin: { email: string; password: string } | null;
  /** Shared password of member0001@demo.kindred.local …; null when the demo accounts were not seeded. */
  demoMembers: { emailPattern: string; password: string } | null;
  adminLogins: { email: string; password: string; role: AdminRole }[];
  durationMs: number;
}

const counts = (): SeedCounts => ({ created: 0, updated: 0, total: 0 });

/** True when the seed added or changed nothing. */
export function isNoop(report: SeedReport): boolean {
  const all = [
    report.sites,
    report.companyInfo,
    report.interests,
    report.regions,
    report.members,
    report.admins,
  ];
  return (
    all.every((c) => c.created === 0 && c.updated === 0) &&
    report.photos.created === 0 &&
    report.photos.filesWritten === 0 &&
    report.conversations.created === 0
  );
}

const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // not an argon2 hash
  }
}

/** Column lists for the upserts. These are code constants, never data: values always go in as parameters. */
const SITE_COLUMNS = [
  'is_default',
  'name',
  'domain_language',
  'cdn_prefix',
  'description',
  'index_title',
  'countries',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'enable_site_entry_popup',
  'minimum_message_costs',
  'fictional_icon',
  'visible_profile_fields',
  'visible_profile_notes',
  'message_credits',
  'photo_credits',
  'gift_credits',
  'signup_credits',
  'message_length',
  'support_email',
  'search_fields',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'refund_days',
  'member_resell',
  'photo_moderation',
  'time_zone',
] as const satisfies readonly (keyof SiteData)[];

const COMPANY_COLUMNS = [
  'name',
  'address',
  'kvk',
  'city',
  'country',
  'tradenames',
  'vat_numbers',
  'support_phone',
  'delete_discount',
] as const satisfies readonly (keyof SiteData['company'])[];

const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'minimum_message_costs',
  'visible_profile_notes',
  'description',
  'index_title',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
]);

const placeholders = (from: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');

/** `SET a = EXCLUDED.a, … WHERE (t.a, …) IS DISTINCT FROM (EXCLUDED.a, …)`: rewrite a row only if it differs. */
function updateIfChanged(table: string, columns: readonly string[], extraSet = ''): string {
  const set = columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  const current = columns.map((c) => `${table}.${c}`).join(', ');
  const incoming = columns.map((c) => `EXCLUDED.${c}`).join(', ');
  return `DO UPDATE SET ${set}${extraSet} WHERE (${current}) IS DISTINCT FROM (${incoming})`;
}

interface UpsertRow {
  id: number;
  inserted: boolean;
}

async function seedSites(
  db: DataSource,
  log: (line: string) => void,
): Promise<{ siteIds: Map<string, number>; sites: SeedCounts; companyInfo: SeedCounts }> {
  const sites = counts();
  const companyInfo = counts();
  const siteIds = new Map<string, number>();

  // Only one site may be the default. If another site already is, leave it be rather than fail.
  const otherDefault: { domain: string }[] = await db.query(
    `SELECT domain FROM site_settings WHERE is_default AND domain <> ALL($1::varchar[])`,
    [SITES.filter((s) => s.is_default).map((s) => s.domain)],
  );
  if (otherDefault.length > 0) {
    log(`sites: ${otherDefault[0]?.domain} is already the default site; keeping it as the default`);
  }

  const siteSql = `
    INSERT INTO site_settings (domain, push_public_key, push_private_key, ${SITE_COLUMNS.join(', ')})
    VALUES (${placeholders(1, SITE_COLUMNS.length + 3)})
    ON CONFLICT (domain) ${updateIfChanged('site_settings', SITE_COLUMNS, ', updated_at = now()')}
    RETURNING id, (xmax = 0) AS inserted`;
  const companySql = `
    INSERT INTO company_info (site_id, ${COMPANY_COLUMNS.join(', ')})
    VALUES (${placeholders(1, COMPANY_COLUMNS.length + 1)})
    ON CONFLICT (site_id) ${updateIfChanged('company_info', COMPANY_COLUMNS)}
    RETURNING site_id AS id, (xmax = 0) AS inserted`;

  for (const site of SITES) {
    // A fresh key pair is offered every time but only used on insert: existing keys are never replaced.
    const keys = generateVapidKeys();
    const values = SITE_COLUMNS.map((column) => {
      if (column === 'is_default') return site.is_default && otherDefault.length === 0;
      const value = site[column];
      return JSON_COLUMNS.has(column) ? JSON.stringify(value) : value;
    });
    const rows: UpsertRow[] = await db.query(siteSql, [
      site.domain,
      keys.publicKey,
      keys.privateKey,
      ...values,
    ]);
    let id = rows[0]?.id;
    if (rows[0]) sites[rows[0].inserted ? 'created' : 'updated']++;
    if (id === undefined) {
      const existing: { id: number }[] = await db.query(`SELECT id FROM site_settings WHERE domain = $1`, [
        site.domain,
      ]);
      id = existing[0]?.id;
    }
    if (id === undefined) throw new Error(`site ${site.domain} was neither inserted nor found`);
    siteIds.set(site.domain, id);

    const company: UpsertRow[] = await db.query(companySql, [
      id,
      ...COMPANY_COLUMNS.map((column) => site.company[column]),
    ]);
    if (company[0]) companyInfo[company[0].inserted ? 'created' : 'updated']++;
  }
  return { siteIds, sites, companyInfo };
}

async function seedInterests(db: DataSource): Promise<SeedCounts> {
  const result = counts();
  const rows: { inserted: boolean }[] = await db.query(
    `INSERT INTO interests (slug, sort, labels)
     SELECT * FROM unnest($1::varchar[], $2::int[], $3::jsonb[])
     ON CONFLICT (slug) ${updateIfChanged('interests', ['sort', 'labels'])}
     RETURNING (xmax = 0) AS inserted`,
    [
      INTERESTS.map((i) => i.slug),
      INTERESTS.map((_, index) => (index + 1) * 10),
      INTERESTS.map((i) => JSON.stringify(i.labels)),
    ],
  );
  for (const row of rows) result[row.inserted ? 'created' : 'updated']++;
  return result;
}

/** Bundles, their prices and the demo discount codes of every site; operators' later changes are kept. */
async function seedBilling(db: DataSource, siteIds: readonly number[]): Promise<number> {
  let created = 0;
  for (const siteId of siteIds) {
    const bundles: { id: number; credits: number }[] = await db.query(
      `INSERT INTO credit_bundles (site_id, credits, sort, popular)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::boolean[])
       ON CONFLICT (site_id, credits) DO UPDATE SET credits = EXCLUDED.credits
       RETURNING id, credits`,
      [siteId, BUNDLES.map((b) => b.credits), BUNDLES.map((b) => b.sort), BUNDLES.map((b) => b.popular)],
    );
    const idOf = new Map(bundles.map((b) => [b.credits, b.id]));
    const prices: unknown[] = await db.query(
      `INSERT INTO bundle_prices (bundle_id, country, currency, amount)
       SELECT * FROM unnest($1::int[], $2::char(2)[], $3::char(3)[], $4::int[])
       ON CONFLICT (bundle_id, country) DO NOTHING RETURNING bundle_id`,
      [
        BUNDLE_PRICES.map((p) => idOf.get(p.credits)),
        BUNDLE_PRICES.map((p) => p.country),
        BUNDLE_PRICES.map((p) => p.currency),
        BUNDLE_PRICES.map((p) => p.amount),
      ],
    );
    const codes: unknown[] = await db.query(
      `INSERT INTO discount_codes (site_id, code, percentage, minimum, country)
       SELECT $1, * FROM unnest($2::varchar[], $3::int[], $4::int[], $5::char(2)[])
       ON CONFLICT (site_id, code) DO NOTHING RETURNING id`,
      [
        siteId,
        DISCOUNT_CODES.map((c) => c.code),
        DISCOUNT_CODES.map((c) => c.percentage),
        DISCOUNT_CODES.map((c) => c.minimum),
        DISCOUNT_CODES.map((c) => c.country),
      ],
    );
    created += prices.length + codes.length;
  }
  return created;
}

async function seedRegions(db: DataSource): Promise<SeedCounts> {
  const result = counts();
  const rows: { inserted: boolean }[] = await db.query(
    `INSERT INTO regions (country, code, name)
     SELECT * FROM unnest($1::char(2)[], $2::varchar[], $3::text[])
     ON CONFLICT (country, code) ${updateIfChanged('regions', ['name'])}
     RETURNING (xmax = 0) AS inserted`,
    [REGIONS.map((r) => r.country), REGIONS.map((r) => r.code), REGIONS.map((r) => r.name)],
  );
  for (const row of rows) result[row.inserted ? 'created' : 'updated']++;
  return result;
}

async function seedAdmins(db: DataSource): Promise<SeedCounts> {
  const result = counts();
  for (const admin of ADMIN_LOGINS) {
    const existing: { id: number; name: string; role: string; password_hash: string }[] = await db.query(
      `SELECT id, name, role, password_hash FROM admin_accounts WHERE email = $1`,
      [admin.email],
    );
    const row = existing[0];
    if (!row) {
      const inserted: unknown[] = await db.query(
        `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [admin.email, admin.name, await hashPassword(admin.password), admin.role],
      );
      if (inserted.length > 0) result.created++;
      continue;
    }
    // Keep the documented login working: restore name, role and password only when they drifted.
    const passwordOk = await passwordMatches(row.password_hash, admin.password);
    if (row.name !== admin.name || row.role !== admin.role || !passwordOk) {
      await db.query(`UPDATE admin_accounts SET name = $2, role = $3, password_hash = $4 WHERE id = $1`, [
        row.id,
        admin.name,
        admin.role,
        passwordOk ? row.password_hash : await hashPassword(admin.password),
      ]);
      result.updated++;
    }
  }
  return result;
}

/** Photo file names are unguessable, like uploads: <profileId>/<16 hex>.jpg and …_thumb.jpg. */
function newPhotoNames(profileId: number, count: number): { filename: string; thumb: string }[] {
  return Array.from({ length: count }, () => {
    const base = `${profileId}/${randomBytes(8).toString('hex')}`;
    return { filename: `${base}.jpg`, thumb: `${base}_thumb.jpg` };
  });
}

/** Inserts account, profile, interests and photo rows of one member in one transaction. */
async function insertMember(
  db: DataSource,
  member: MemberSeed,
  passwordHash: string,
  lookups: Lookups,
): Promise<{ profileId: number; photos: number } | null> {
  const { regionId, interestIds } = memberIds(member, lookups);

  return db.transaction(async (tx: EntityManager) => {
    const account: { id: number }[] = await tx.query(
      `INSERT INTO accounts (site_id, email, password_hash, status, language, paid_user, is_demo, created_at, last_login_at,
         display_name)
       VALUES ($1, $2, $3, 'activated', $4, $5, true, $6, $7, $8)
       ON CONFLICT (site_id, email) DO NOTHING
       RETURNING id`,
      [
        lookups.siteId,
        member.email,
        passwordHash,
        member.language,
        member.paidUser,
        member.createdAt,
        member.lastLoginAt,
        member.name,
      ],
    );
    const profileId = account[0]?.id;
    if (profileId === undefined) return null; // added meanwhile by a concurrent seed run
    await tx.query(
      `INSERT INTO profiles (id, site_id, status, name, gender, seeking, sexuality, birth_date, country, region_id,
         city, hair_color, eye_color, body_type, relationship_status, about, fictional, last_active_at, created_at,
         updated_at, appearance, ethnicity, ethnicity_consent_at)
       VALUES ($1, $2, 'enabled', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20,
         CASE WHEN $20::varchar IS NOT NULL THEN $18::timestamptz END)`,
      [
        profileId,
        lookups.siteId,
        member.name,
        member.gender,
        member.seeking,
        member.sexuality,
        member.birthDate,
        member.country,
        regionId,
        member.city,
        member.hairColor,
        member.eyeColor,
        member.bodyType,
        member.relationshipStatus,
        member.about,
        member.fictional,
        member.lastActiveAt,
        member.createdAt,
        member.appearance,
        member.ethnicity,
      ],
    );
    await tx.query(
      `INSERT INTO profile_interests (profile_id, interest_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [profileId, interestIds],
    );
    const photos = newPhotoNames(profileId, member.photoCount);
    await tx.query(
      `INSERT INTO photos (profile_id, filename, thumb_filename, status, is_main, position, width, height, created_at)
       SELECT $1, f.filename, f.thumb, 'approved', f.n = 1, (f.n - 1)::int, $4, $5, $6
       FROM unnest($2::varchar[], $3::varchar[]) WITH ORDINALITY AS f(filename, thumb, n)`,
      [
        profileId,
        photos.map((p) => p.filename),
        photos.map((p) => p.thumb),
        PHOTO_WIDTH,
        PHOTO_HEIGHT,
        member.createdAt,
      ],
    );
    return { profileId, photos: photos.length };
  });
}

async function seedMembers(
  db: DataSource,
  options: SeedOptions,
  lookups: Lookups,
  now: Date,
): Promise<{ members: SeedCounts; photosCreated: number; sharedFilesWritten: number }> {
  const members = counts();
  let photosCreated = 0;
  const existing: { email: string }[] = await db.query(
    `SELECT email FROM accounts WHERE site_id = $1 AND (email LIKE $2 OR email = $3)`,
    [lookups.siteId, `%@${DEMO_MEMBER_DOMAIN}`, DEMO_LOGIN.email],
  );
  const known = new Set(existing.map((row) => row.email.toLowerCase()));

  // The documented demo login: its own password, 2 photos, NL.
  if (!known.has(DEMO_LOGIN.email)) {
    const inserted = await insertMember(
      db,
      demoLoginMember(now),
      await hashPassword(DEMO_LOGIN.password),
      lookups,
    );
    if (inserted) {
      members.created++;
      photosCreated += inserted.photos;
    }
  } else {
    const rows: { id: number; password_hash: string }[] = await db.query(
      `SELECT id, password_hash FROM accounts WHERE site_id = $1 AND email = $2`,
      [lookups.siteId, DEMO_LOGIN.email],
    );
    const row = rows[0];
    if (row && !(await passwordMatches(row.password_hash, DEMO_LOGIN.password))) {
      await db.query(`UPDATE accounts SET password_hash = $2 WHERE id = $1`, [
        row.id,
        await hashPassword(DEMO_LOGIN.password),
      ]);
      members.updated++;
      options.log(`members: reset the password of ${DEMO_LOGIN.email}`);
    }
  }

  const missing: number[] = [];
  for (let index = 1; index <= options.members; index++) {
    if (!known.has(demoMemberEmail(index))) missing.push(index);
  }
  if (missing.length > 0) {
    options.log(`members: adding ${missing.length} of ${options.members} demo members`);
    // One hash for all demo members: reuse the one already stored by an earlier run when it still fits.
    const stored: { password_hash: string }[] = await db.query(
      `SELECT password_hash FROM accounts WHERE site_id = $1 AND email LIKE $2 ORDER BY id LIMIT 1`,
      [lookups.siteId, `member%@${DEMO_MEMBER_DOMAIN}`],
    );
    const storedHash = stored[0]?.password_hash;
    const sharedHash =
      storedHash !== undefined && (await passwordMatches(storedHash, DEMO_MEMBERS_PASSWORD))
        ? storedHash
        : await hashPassword(DEMO_MEMBERS_PASSWORD);
    if (options.bulk) {
      // The pool first: no photo row ever points at a file that is not there.
      const written = await ensureSharedPhotos(path.resolve(options.mediaDir), options.log);
      const bulk = await insertMembersInBulk(db, missing, {
        now,
        passwordHash: sharedHash,
        lookups,
        log: options.log,
      });
      members.created += bulk.created;
      return { members, photosCreated: photosCreated + bulk.photos, sharedFilesWritten: written };
    }
    for (const index of missing) {
      const inserted = await insertMember(db, generateMember(index, now), sharedHash, lookups);
      if (inserted) {
        members.created++;
        photosCreated += inserted.photos;
      }
      if (members.created > 0 && members.created % 100 === 0) {
        options.log(`members: ${members.created}/${missing.length} inserted`);
      }
    }
  }
  return { members, photosCreated, sharedFilesWritten: 0 };
}

interface PhotoRow {
  profile_id: number;
  filename: string;
  thumb_filename: string;
  position: number;
  name: string;
  gender: 'male' | 'female';
  email: string;
}

/**
 * Renders every photo of a demo member whose file or thumbnail is missing on disk. Photos of the shared
 * pool are not the member's own: ensureSharedPhotos renders those.
 */
async function ensurePhotoFiles(db: DataSource, options: SeedOptions): Promise<number> {
  const mediaDir = path.resolve(options.mediaDir);
  const rows: PhotoRow[] = await db.query(
    `SELECT ph.profile_id, ph.filename, ph.thumb_filename, ph.position, p.name, p.gender, a.email
     FROM photos ph
     JOIN profiles p ON p.id = ph.profile_id
     JOIN accounts a ON a.id = p.id
     WHERE a.is_demo AND ph.filename NOT LIKE $1
     ORDER BY ph.profile_id, ph.position, ph.id`,
    [`${SHARED_PHOTO_PREFIX}%`],
  );
  const inMedia = (relative: string): string | null => {
    const full = path.resolve(mediaDir, relative);
    return full.startsWith(mediaDir + path.sep) ? full : null;
  };

  const byProfile = new Map<number, { row: PhotoRow; file: string; thumb: string }[]>();
  for (const row of rows) {
    const file = inMedia(row.filename);
    const thumb = inMedia(row.thumb_filename);
    if (!file || !thumb) {
      options.log(`photos: skipping ${row.filename}: outside the media directory`);
      continue;
    }
    const [hasFile, hasThumb] = await Promise.all([fileExists(file), fileExists(thumb)]);
    if (hasFile && hasThumb) continue;
    const list = byProfile.get(row.profile_id) ?? [];
    list.push({ row, file, thumb });
    byProfile.set(row.profile_id, list);
  }
  if (byProfile.size === 0) return 0;

  const queue = [...byProfile.values()];
  const total = queue.reduce((sum, list) => sum + list.length, 0);
  options.log(`photos: rendering ${total} photos for ${queue.length} members into ${mediaDir}`);
  let written = 0;
  let membersDone = 0;
  const failures: Error[] = [];
  const worker = async (): Promise<void> => {
    for (let list = queue.shift(); list && failures.length === 0; list = queue.shift()) {
      for (const { row, file, thumb } of list) {
        await writePortrait(
          {
            hue: photoHue(row.email),
            letter: Array.from(row.name.trim())[0] ?? '?',
            gender: row.gender,
            seed: `${row.email.toLowerCase()}#${row.position}`,
          },
          file,
          thumb,
        );
        written++;
      }
      membersDone++;
      if (membersDone % PROGRESS_EVERY === 0 || membersDone === byProfile.size) {
        options.log(`photos: ${membersDone}/${byProfile.size} members, ${written}/${total} photos`);
      }
    }
  };
  await Promise.all(
    Array.from({ length: PHOTO_CONCURRENCY }, () =>
      worker().catch((error: unknown) => {
        failures.push(error instanceof Error ? error : new Error(String(error)));
      }),
    ),
  );
  if (failures[0]) throw failures[0];
  return written;
}

const sharedPhotoRows = `SELECT count(*) AS n FROM (SELECT 1 FROM photos WHERE filename LIKE $1 LIMIT 1) AS any_shared`;

async function count(db: DataSource, sql: string, params: unknown[] = []): Promise<number> {
  const rows: { n: string | number }[] = await db.query(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Seeds reference data (sites, company info, interests, regions), admin accounts, demo members and their
 * photos. Idempotent: rows are upserted by natural key and rewritten only when they differ, members are
 * added only when missing, and photo files are rendered only when missing on disk.
 */
export async function seed(dataSource: DataSource, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  if (!Number.isInteger(options.members) || options.members < 0) {
    throw new Error(`members must be a non-negative integer, got ${options.members}`);
  }
  const log = options.log;

  const { siteIds, sites, companyInfo } = await seedSites(dataSource, log);
  const interests = await seedInterests(dataSource);
  const regions = await seedRegions(dataSource);
  const demo = options.demo ?? true;
  const admins = demo ? await seedAdmins(dataSource) : counts();
  const billingRows = await seedBilling(dataSource, [...siteIds.values()]);
  const giftRows = await seedGifts(dataSource, [...siteIds.values()], options.mediaDir);
  log(
    `reference data: sites +${sites.created}/~${sites.updated}, company info +${companyInfo.created}/~${companyInfo.updated}, ` +
      `interests +${interests.created}/~${interests.updated}, regions +${regions.created}/~${regions.updated}, ` +
      `admins +${admins.created}/~${admins.updated}, bundle prices and discount codes +${billingRows}, gifts +${giftRows}`,
  );

  const defaultSite = SITES.find((site) => site.domain === 'localhost');
  const siteId = defaultSite ? siteIds.get(defaultSite.domain) : undefined;
  if (siteId === undefined) throw new Error('the localhost site is missing');
  let members = counts();
  let photosCreated = 0;
  let filesWritten = 0;
  let conversations = { created: 0, total: 0 };
  if (demo) {
    const regionRows: { id: number; country: string; code: string }[] = await dataSource.query(
      `SELECT id, country, code FROM regions`,
    );
    const interestRows: { id: number; slug: string }[] = await dataSource.query(
      `SELECT id, slug FROM interests`,
    );
    const lookups: Lookups = {
      siteId,
      regionIds: new Map(regionRows.map((r) => [regionKey(r.country, r.code), r.id])),
      interestIds: new Map(interestRows.map((r) => [r.slug, r.id])),
    };

    const seeded = await seedMembers(dataSource, options, lookups, now);
    ({ members, photosCreated } = seeded);
    filesWritten = seeded.sharedFilesWritten + (await ensurePhotoFiles(dataSource, options));
    // Shared files of members seeded in bulk (now or before) that are missing: a new MEDIA_DIR, a deleted photo.
    if ((await count(dataSource, sharedPhotoRows, [`${SHARED_PHOTO_PREFIX}%`])) > 0) {
      filesWritten += await ensureSharedPhotos(path.resolve(options.mediaDir), log);
    }
    const credited = await seedCredits(dataSource, defaultSite?.signup_credits ?? 0, now);
    if (credited) log(`credits: ledger entries for ${credited} demo accounts`);
    conversations = await seedDemoConversations(dataSource, now);
    if (options.bulk && members.created > 0) await analyzeBulkTables(dataSource);
  } else {
    log('demo accounts: not seeded (production: set SEED_DEMO=true to seed them)');
  }

  sites.total = await count(dataSource, `SELECT count(*) AS n FROM site_settings`);
  companyInfo.total = await count(dataSource, `SELECT count(*) AS n FROM company_info`);
  interests.total = await count(dataSource, `SELECT count(*) AS n FROM interests`);
  regions.total = await count(dataSource, `SELECT count(*) AS n FROM regions`);
  admins.total = await count(dataSource, `SELECT count(*) AS n FROM admin_accounts`);
  members.total = await count(dataSource, `SELECT count(*) AS n FROM accounts WHERE is_demo`);
  const photosTotal = await count(
    dataSource,
    `SELECT count(*) AS n FROM photos ph JOIN accounts a ON a.id = ph.profile_id WHERE a.is_demo`,
  );

  return {
    sites,
    companyInfo,
    interests,
    regions,
    members,
    admins,
    photos: { created: photosCreated, filesWritten, total: photosTotal },
    conversations,
    demoLogin: demo ? { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } : null,
    demoMembers: demo
      ? { emailPattern: `member0001@${DEMO_MEMBER_DOMAIN} …`, password: DEMO_MEMBERS_PASSWORD }
      : null,
    adminLogins: demo ? ADMIN_LOGINS.map(({ email, password, role }) => ({ email, password, role })) : [],
    durationMs: Date.now() - started,
  };
}

/** A human-readable summary of a seed report, for the CLI. */
export function formatReport(report: SeedReport): string {
  const line = (label: string, c: SeedCounts): string =>
    `  ${label.padEnd(13)} ${String(c.total).padStart(6)} total, ${c.created} created, ${c.updated} updated`;
  return [
    `Seed finished in ${(report.durationMs / 1000).toFixed(1)} s${isNoop(report) ? ' (nothing to do: already seeded)' : ''}`,
    line('sites', report.sites),
    line('company info', report.companyInfo),
    line('interests', report.interests),
    line('regions', report.regions),
    line('members', report.members),
    line('admins', report.admins),
    `  ${'photos'.padEnd(13)} ${String(report.photos.total).padStart(6)} total, ${report.photos.created} created, ${report.photos.filesWritten} files written`,
    `  ${'demo chats'.padEnd(13)} ${String(report.conversations.total).padStart(6)} total, ${report.conversations.created} created`,
    '',
    ...(report.demoLogin && report.demoMembers
      ? [
          'Log in:',
          `  member  ${report.demoLogin.email} / ${report.demoLogin.password}`,
          `  members ${report.demoMembers.emailPattern} / ${report.demoMembers.password}`,
          ...report.adminLogins.map(
            (a) => `  ${a.role.padEnd(7)} ${a.email} / ${a.password}  (admin console)`,
          ),
        ]
      : [
          'No demo accounts (production). Create the first admin with: npm run admin:create -- --email … --role operator',
        ]),
  ].join('\n');
}
