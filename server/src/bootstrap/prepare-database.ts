import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ADMIN_LOGINS, DEMO_LOGIN } from '../../../db/seeds/data/demo-logins';
import type { AppConfig } from '../shared/config/config.schema';
import { ensureDatabaseExists, migrate } from '../shared/database/prepare-database';
import { repoRoot } from '../shared/http/repo-root';

/** The compiled seed command (npm run db:seed), beside the compiled server. */
const SEED_CLI = resolve(__dirname, '../../../db/cli/seed.js');

/**
 * Start-up: create the database if missing, migrate, and seed an empty database: reference data always,
 * the demo accounts (published passwords) only when SEED_DEMO allows (by default not in production).
 * The seed runs as its own command in a child process, so the server does not carry the demo data.
 */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const logger = new Logger('Database');
  if (await ensureDatabaseExists(config.DATABASE_URL)) logger.log('Created the database');
  // Under the migration lock, so that replicas starting together on an empty database seed once.
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
    await runSeed(config, logger);
  });
  if (ran.length) logger.log(`Migrations run: ${ran.join(', ')}`);
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    logger.log(`Demo member login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    for (const admin of ADMIN_LOGINS)
      logger.log(`Admin console login (${admin.role}): ${admin.email} / ${admin.password}`);
  }
}

function runSeed(config: AppConfig, logger: Logger): Promise<void> {
  const env = {
    ...process.env,
    DATABASE_URL: config.DATABASE_URL,
    MEDIA_DIR: resolve(repoRoot(), config.MEDIA_DIR),
    SEED_DEMO: String(config.SEED_DEMO),
    SEED_MEMBERS: process.env.SEED_MEMBERS ?? '300',
  };
  return new Promise((resolveSeed, reject) => {
    const child = spawn(process.execPath, [SEED_CLI], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .forEach((line) => logger.log(line.replace(/^\[seed\] /, '')));
    child.stdout.on('data', relay);
    child.stderr.on('data', relay);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveSeed() : reject(new Error(`The seed failed (exit code ${code})`)),
    );
  });
}
