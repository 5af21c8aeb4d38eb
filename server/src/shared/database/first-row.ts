/** Anything that runs SQL: a DataSource, or an EntityManager inside a transaction. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** The first row a SELECT answers, or null when it answers none. */
export async function firstRow<Row>(
  database: Queryable,
  sql: string,
  params: unknown[],
): Promise<Row | null> {
  const rows = (await database.query(sql, params)) as Row[];
  return rows[0] ?? null;
}
