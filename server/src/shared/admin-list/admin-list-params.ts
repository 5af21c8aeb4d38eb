/**
 * A list request as the admin console sends it (ra-data-simple-rest): the values come from the browser,
 * so the handler checks every one. A filter key it does not know, or a bad value, is refused with
 * 400 `invalid_filter`; a sort field outside the list's sort fields with 400 `invalid_sort`; a range
 * that is not two whole numbers `0 <= start <= end` with 400 `invalid_range`. A page holds at most
 * LIST_MAX_ROWS rows (a longer range is cut); without a range, the first 25 rows.
 */
export interface AdminListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  /** Inclusive row positions, `[0, 24]` is the first 25 rows. */
  range?: [number, number];
}

/** One page of a list and how many rows match the filter in all. */
export interface AdminListPage<Row> {
  rows: Row[];
  total: number;
}

/** The page with each row turned into what the console shows (`toRow`). */
export function mapPage<From, To>(page: AdminListPage<From>, toRow: (row: From) => To): AdminListPage<To> {
  return { rows: page.rows.map(toRow), total: page.total };
}

export const LIST_MAX_ROWS = 500;
