import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../../db/data-source';

/** Creates the database named in the URL when it does not exist yet (a fresh machine). */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '42P04') return false; // created by a sibling instance
    throw error;
  } finally {
    await client.end();
  }
}

const MIGRATION_LOCK = 7_431_001;

/**
 * Runs pending migrations, and then `afterMigrate`, holding an advisory lock so that replicas
 * starting together migrate once.
 */
export async function migrate(
  url: string,
  afterMigrate?: (dataSource: DataSource) => Promise<void>,
): Promise<string[]> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  // An advisory lock belongs to one connection: hold it on a dedicated runner.
  const lockHolder = dataSource.createQueryRunner();
  try {
    await lockHolder.connect();
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      if (afterMigrate) await afterMigrate(dataSource);
      return ran.map((migration) => migration.name);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lockHolder.release();
    await dataSource.destroy();
  }
}
