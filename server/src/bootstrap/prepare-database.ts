import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ADMIN_LOGINS, DEMO_LOGIN, seed } from '../../../db/seeds/seed';
import type { AppConfig } from '../shared/config/config.schema';
import { ensureDatabaseExists, migrate } from '../shared/database/prepare-database';
import { repoRoot } from '../shared/http/repo-root';

/**
 * Start-up: create the database if missing, migrate, and seed an empty database: reference data always,
 * the demo accounts (published passwords) only when SEED_DEMO allows (by default not in production).
 */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const logger = new Logger('Database');
  if (await ensureDatabaseExists(config.DATABASE_URL)) logger.log('Created the database');
  const ran = await migrate(config.DATABASE_URL, async (dataSource) => {
    const [{ count }] = (await dataSource.query('SELECT count(*)::int AS count FROM site_settings')) as [
      { count: number },
    ];
    if (count > 0 || !config.SEED_ON_EMPTY) return;
    logger.log(
      config.SEED_DEMO
        ? 'Empty database: seeding demo data (takes a minute)'
        : 'Empty database: seeding reference data (no demo accounts; create an admin with npm run admin:create)',
    );
    await seed(dataSource, {
      demo: config.SEED_DEMO,
      members: Number(process.env.SEED_MEMBERS ?? 300),
      mediaDir: resolve(repoRoot(), config.MEDIA_DIR),
      log: (line: string) => logger.log(line),
    });
  });
  if (ran.length) logger.log(`Migrations run: ${ran.join(', ')}`);
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    logger.log(`Demo member login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    for (const admin of ADMIN_LOGINS)
      logger.log(`Admin console login (${admin.role}): ${admin.email} / ${admin.password}`);
  }
}
