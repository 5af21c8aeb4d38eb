/** Runs pending migrations: `npm run db:migrate` (DATABASE_URL, default in db/data-source.ts). */
import { DEFAULT_DATABASE_URL } from '../data-source';
import { ensureDatabaseExists, migrate } from '../../server/src/shared/database/prepare-database';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (await ensureDatabaseExists(url)) console.log('[migrate] created the database');
  const ran = await migrate(url);
  console.log(ran.length ? `[migrate] ran ${ran.join(', ')}` : '[migrate] nothing to run');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
