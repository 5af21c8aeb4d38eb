import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Runs a statement PostgreSQL keeps prepared per connection under `name`: parsed and planned once per
 * connection instead of on every call. For the few statements every logged-in request runs (the session
 * check, user.php); the rest go through DataSource.query.
 */
export async function preparedQuery<Row>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<Row & Record<string, unknown>>({ name, text, values });
  return result.rows;
}

/** The first row of a prepared statement (see preparedQuery), or null when it answers none. */
export async function preparedRow<Row>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row | null> {
  const [row] = await preparedQuery<Row>(dataSource, name, text, values);
  return row ?? null;
}
