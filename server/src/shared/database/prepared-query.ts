import type { Pool, PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

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
  const result = await poolOf(dataSource).query<Row & Record<string, unknown>>({ name, text, values });
  return result.rows;
}

/** The pg pool under TypeORM's data source: named statements need its `query` with a config object. */
function poolOf(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
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

/** A prepared statement's rows and how many rows it changed. */
export interface PreparedResult<Row> {
  rows: Row[];
  rowCount: number;
}

/**
 * A prepared statement (see preparedQuery) through `manager`: on its transaction's connection when it runs
 * one, else on a connection of the pool. For the statements of the paths that run hundreds of times a
 * second (a send, its deliveries), whose planning otherwise costs more than their execution.
 */
export async function preparedQueryIn<Row>(
  manager: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<PreparedResult<Row>> {
  const transaction = (manager.queryRunner as unknown as { databaseConnection?: PoolClient } | undefined)
    ?.databaseConnection;
  const client: Pick<Pool, 'query'> =
    manager.queryRunner?.isTransactionActive && transaction ? transaction : poolOf(manager.connection);
  const result = await client.query<Row & Record<string, unknown>>({ name, text, values });
  return { rows: result.rows, rowCount: result.rowCount ?? 0 };
}
