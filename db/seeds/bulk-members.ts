import type { DataSource, EntityManager } from 'typeorm';
import { memberIds, type Lookups } from './lookups';
import { generateMember, type MemberSeed } from './members';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photos';
import { sharedPhotosOf } from './shared-photos';

/**
 * Members per transaction. A statement per table and batch instead of four per member is what makes
 * 100,000 members take a minute rather than an hour; 2,000 keeps each parameter array a few hundred kB.
 */
export const BULK_BATCH = 2000;
/** SEED_BULK unset: a seed of more members than this goes in bulk (the default 300 does not). */
export const BULK_THRESHOLD = 2000;

/** SEED_BULK=true|false decides; unset, a big seed goes in bulk. */
export function bulkSeedWanted(env: Record<string, string | undefined>, members: number): boolean {
  if (env.SEED_BULK === 'true') return true;
  if (env.SEED_BULK === 'false') return false;
  return members > BULK_THRESHOLD;
}

/**
 * Inserts the generated members of the given indexes (the same generateMember data as one by one),
 * BULK_BATCH per transaction, with photo rows pointing at the shared pool (db/seeds/shared-photos.ts).
 * An e-mail address already taken (a concurrent run) is skipped, as insertMember does.
 */
export async function insertMembersInBulk(
  db: DataSource,
  indexes: readonly number[],
  options: { now: Date; passwordHash: string; lookups: Lookups; log: (line: string) => void },
): Promise<{ created: number; photos: number }> {
  let created = 0;
  let photos = 0;
  const started = Date.now();
  for (let from = 0; from < indexes.length; from += BULK_BATCH) {
    const members = indexes.slice(from, from + BULK_BATCH).map((index) => generateMember(index, options.now));
    const batch = await db.transaction((tx) =>
      insertBatch(tx, members, options.passwordHash, options.lookups),
    );
    created += batch.created;
    photos += batch.photos;
    if ((from / BULK_BATCH) % 10 === 9 || from + BULK_BATCH >= indexes.length) {
      const seconds = (Date.now() - started) / 1000;
      options.log(
        `members: ${created}/${indexes.length} inserted in bulk (${seconds.toFixed(1)} s, ` +
          `${Math.round(created / Math.max(seconds, 0.001))}/s)`,
      );
    }
  }
  return { created, photos };
}

/**
 * Fresh statistics for the tables a bulk seed filled. Until autovacuum gets round to them the planner
 * takes them for nearly empty and picks plans that scan every profile: measured at 100,000 members, the
 * member cards of a search page took 66 ms instead of 0.2 ms.
 */
export async function analyzeBulkTables(db: DataSource): Promise<void> {
  await db.query(`ANALYZE accounts, profiles, profile_interests, photos, credit_ledger, credit_balances`);
}

async function insertBatch(
  tx: EntityManager,
  members: MemberSeed[],
  passwordHash: string,
  lookups: Lookups,
): Promise<{ created: number; photos: number }> {
  const accounts: { id: number; email: string }[] = await tx.query(
    `INSERT INTO accounts (site_id, email, password_hash, status, language, paid_user, is_demo, created_at,
       last_login_at, display_name)
     SELECT $1, m.email, $2, 'activated', m.language, m.paid_user, true, m.created_at, m.last_login_at, m.name
     FROM unnest($3::text[], $4::text[], $5::boolean[], $6::timestamptz[], $7::timestamptz[], $8::text[])
       AS m(email, language, paid_user, created_at, last_login_at, name)
     ON CONFLICT (site_id, email) DO NOTHING
     RETURNING id, email`,
    [
      lookups.siteId,
      passwordHash,
      members.map((m) => m.email),
      members.map((m) => m.language),
      members.map((m) => m.paidUser),
      members.map((m) => m.createdAt),
      members.map((m) => m.lastLoginAt),
      members.map((m) => m.name),
    ],
  );
  const byEmail = new Map(members.map((m) => [m.email, m]));
  const rows = accounts.map((account) => {
    const member = byEmail.get(account.email.toLowerCase());
    if (!member) throw new Error(`inserted an account the batch does not have: ${account.email}`);
    return { id: account.id, member, ...memberIds(member, lookups) };
  });
  if (rows.length === 0) return { created: 0, photos: 0 };

  const column = <T>(pick: (row: (typeof rows)[number]) => T): T[] => rows.map(pick);
  await tx.query(
    `INSERT INTO profiles (id, site_id, status, name, gender, seeking, sexuality, birth_date, country, region_id,
       city, hair_color, eye_color, body_type, relationship_status, about, fictional, last_active_at, created_at,
       updated_at, appearance, ethnicity, ethnicity_consent_at)
     SELECT p.id, $1, 'enabled', p.name, p.gender, p.seeking, p.sexuality, p.birth_date, p.country, p.region_id,
       p.city, p.hair_color, p.eye_color, p.body_type, p.relationship_status, p.about, p.fictional,
       p.last_active_at, p.created_at, p.created_at, p.appearance, p.ethnicity,
       -- consent given at signup, as insertMember stamps it
       CASE WHEN p.ethnicity IS NOT NULL THEN p.created_at END
     FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::text[], $9::int[],
       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::boolean[],
       $17::timestamptz[], $18::timestamptz[], $19::text[], $20::text[])
       AS p(id, name, gender, seeking, sexuality, birth_date, country, region_id, city, hair_color, eye_color,
         body_type, relationship_status, about, fictional, last_active_at, created_at, appearance, ethnicity)`,
    [
      lookups.siteId,
      column((r) => r.id),
      column((r) => r.member.name),
      column((r) => r.member.gender),
      column((r) => r.member.seeking),
      column((r) => r.member.sexuality),
      column((r) => r.member.birthDate),
      column((r) => r.member.country),
      column((r) => r.regionId),
      column((r) => r.member.city),
      column((r) => r.member.hairColor),
      column((r) => r.member.eyeColor),
      column((r) => r.member.bodyType),
      column((r) => r.member.relationshipStatus),
      column((r) => r.member.about),
      column((r) => r.member.fictional),
      column((r) => r.member.lastActiveAt),
      column((r) => r.member.createdAt),
      column((r) => r.member.appearance),
      column((r) => r.member.ethnicity),
    ],
  );

  const interests = rows.flatMap((r) => r.interestIds.map((interestId) => [r.id, interestId] as const));
  await tx.query(
    `INSERT INTO profile_interests (profile_id, interest_id)
     SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
    [interests.map(([profileId]) => profileId), interests.map(([, interestId]) => interestId)],
  );

  // Position 0 is the main photo, as insertMember writes them.
  const photos = rows.flatMap((r) =>
    sharedPhotosOf(r.member).map((photo, position) => ({
      id: r.id,
      position,
      at: r.member.createdAt,
      ...photo,
    })),
  );
  await tx.query(
    `INSERT INTO photos (profile_id, filename, thumb_filename, status, is_main, position, width, height, created_at)
     SELECT f.profile_id, f.filename, f.thumb, 'approved', f.position = 0, f.position, $1, $2, f.created_at
     FROM unnest($3::int[], $4::text[], $5::text[], $6::int[], $7::timestamptz[])
       AS f(profile_id, filename, thumb, position, created_at)`,
    [
      PHOTO_WIDTH,
      PHOTO_HEIGHT,
      photos.map((p) => p.id),
      photos.map((p) => p.filename),
      photos.map((p) => p.thumb),
      photos.map((p) => p.position),
      photos.map((p) => p.at),
    ],
  );
  return { created: rows.length, photos: photos.length };
}
