/**
 * Seeds the database with reference data and demo members: `npm run db:seed`.
 *
 * Environment: DATABASE_URL (default: see db/data-source.ts), MEDIA_DIR (default: ./var/media below the
 * working directory), SEED_MEMBERS (default 300), SEED_DEMO (true|false; unset: the demo accounts are
 * seeded unless NODE_ENV=production), SEED_BULK (true|false; unset: true above BULK_THRESHOLD members —
 * members inserted in batches with photos from a shared pool, see db/seeds/bulk-members.ts). Pending
 * migrations are run first. Safe to run repeatedly.
 */
import path from 'node:path';
import { createDataSource, DEFAULT_DATABASE_URL } from '../data-source';
import { bulkSeedWanted } from '../seeds/bulk-members';
import { DEFAULT_SEED_MEMBERS, demoSeedWanted, formatReport, seed } from '../seeds/seed';

function parseMembers(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SEED_MEMBERS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`SEED_MEMBERS must be a whole number >= 0, got "${raw}"`);
  return value;
}

/** The URL without its password, for the log. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

async function main(): Promise<void> {
  const members = parseMembers(process.env.SEED_MEMBERS);
  const mediaDir = path.resolve(process.env.MEDIA_DIR ?? path.resolve(process.cwd(), 'var/media'));
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const log = (line: string): void => console.log(`[seed] ${line}`);

  const demo = demoSeedWanted(process.env);
  const bulk = bulkSeedWanted(process.env, members);
  log(
    `database ${redact(url)}, media ${mediaDir}, ` +
      (demo
        ? `${members} demo members${bulk ? ' (in bulk, photos shared)' : ''}`
        : 'reference data only (no demo accounts)'),
  );
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    log(
      migrations.length > 0
        ? `ran migrations: ${migrations.map((m) => m.name).join(', ')}`
        : 'schema up to date',
    );
    const report = await seed(dataSource, { members, mediaDir, log, demo, bulk });
    console.log(formatReport(report));
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[seed] failed:', error);
    process.exit(1);
  },
);
