import type { DataSource } from 'typeorm';
import type { AdminListParams } from './admin-list-params';
import { type AdminListSource, applyFilters, filterValues, orderBy } from './list-params';

/** Rows fetched from the database at a time while an export runs. */
export const EXPORT_BATCH_ROWS = 1000;

/** Every row of a filtered admin list, batch after batch (never the whole list in memory). */
export type AdminListExport<Row> = AsyncIterable<Row[]>;

/**
 * Every row of an admin list under the request's filter and sort (its range is ignored), read through
 * a server-side cursor in one read-only snapshot, EXPORT_BATCH_ROWS at a time. The filter and sort are
 * checked here, before anything is read (400 as for a page); the cursor opens when the first batch is
 * asked for and closes (its connection back to the pool) when the last one was read or the reader stops.
 */
export function exportAdminList<Row>(
  dataSource: Pick<DataSource, 'createQueryRunner'>,
  source: AdminListSource<string>,
  params: AdminListParams,
  batchRows = EXPORT_BATCH_ROWS,
): AdminListExport<Row> {
  const conditions = applyFilters(filterValues(params.filter, Object.keys(source.filters)), source.filters);
  const order = orderBy(params.sort, source.sortFields, source.defaultSort, source.nullable);
  const sql = `SELECT ${source.columns} FROM ${source.table} ${conditions.where} ORDER BY ${order}`;
  return {
    async *[Symbol.asyncIterator]() {
      const runner = dataSource.createQueryRunner();
      try {
        await runner.connect();
        await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        await runner.query(`DECLARE admin_list_export NO SCROLL CURSOR FOR ${sql}`, conditions.params);
        for (;;) {
          const rows = (await runner.query(`FETCH ${Math.trunc(batchRows)} FROM admin_list_export`)) as Row[];
          if (rows.length > 0) yield rows;
          if (rows.length < batchRows) break;
        }
      } finally {
        await runner.query('ROLLBACK').catch(() => undefined);
        await runner.release();
      }
    },
  };
}

/** The export with each row turned into what the console shows (`toRow`), batch by batch. */
export function mapExport<From, To>(
  rows: AdminListExport<From>,
  toRow: (row: From) => To,
): AdminListExport<To> {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const batch of rows) yield batch.map(toRow);
    },
  };
}
