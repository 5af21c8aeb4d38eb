import { ApiError } from '../errors/api-error';
import { LIST_MAX_ROWS, type AdminListParams } from './admin-list-params';

/**
 * Checks a list request from the admin console (the values come from the browser) and turns it into
 * SQL pieces. Column names only ever come from the whitelists here, values only go in as parameters.
 */

const DEFAULT_PAGE = 25;
const MAX_INT4 = 2_147_483_647;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

export const invalidFilter = (key: string) =>
  ApiError.badRequest('invalid_filter', 'errors.invalid_query', { name: `filter.${key}` });
const invalidSort = () => ApiError.badRequest('invalid_sort', 'errors.invalid_query', { name: 'sort' });
const invalidRange = () => ApiError.badRequest('invalid_range', 'errors.invalid_query', { name: 'range' });

/** The filter's set values (`undefined`, `null` and `''` count as not set); an unknown key is refused. */
export function filterValues(
  filter: AdminListParams['filter'],
  known: readonly string[],
): Map<string, unknown> {
  if (filter === undefined || filter === null) return new Map();
  if (typeof filter !== 'object' || Array.isArray(filter)) throw invalidFilter('');
  const values = new Map<string, unknown>();
  for (const [key, value] of Object.entries(filter)) {
    if (!known.includes(key)) throw invalidFilter(key);
    if (value !== undefined && value !== null && value !== '') values.set(key, value);
  }
  return values;
}

/** `ORDER BY` for a whitelisted field, ties broken by id in the same direction. */
export function orderBy(
  sort: AdminListParams['sort'],
  fields: readonly string[],
  fallback: { field: string; order: 'ASC' | 'DESC' },
  nullable: readonly string[] = [],
): string {
  const field = sort?.field ?? fallback.field;
  const order = sort === undefined ? fallback.order : String(sort.order).toUpperCase();
  if (!fields.includes(field) || (order !== 'ASC' && order !== 'DESC')) throw invalidSort();
  const nulls = nullable.includes(field) ? ' NULLS LAST' : '';
  return field === 'id' ? `id ${order}` : `${field} ${order}${nulls}, id ${order}`;
}

/** `[offset, limit]` from an inclusive range, at most LIST_MAX_ROWS rows. */
export function pageOf(range: AdminListParams['range'], defaultRows = DEFAULT_PAGE): [number, number] {
  if (range === undefined) return [0, Math.min(Math.max(defaultRows, 1), LIST_MAX_ROWS)];
  if (!Array.isArray(range) || range.length !== 2) throw invalidRange();
  const [start, end] = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw invalidRange();
  }
  return [start, Math.min(end - start + 1, LIST_MAX_ROWS)];
}

/** A positive whole number (a JSON number or a string of digits), as an account id. */
export function positiveInteger(key: string, value: unknown): number {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > MAX_INT4) {
    throw invalidFilter(key);
  }
  return number;
}

/** One value or a non-empty list of at most LIST_MAX_ROWS values, each checked by `each`. */
export function oneOrMany<T>(key: string, value: unknown, each: (key: string, value: unknown) => T): T[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.length > LIST_MAX_ROWS) throw invalidFilter(key);
  return list.map((item) => each(key, item));
}

export function oneOf<T extends string>(key: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw invalidFilter(key);
  return value as T;
}

export function uuid(key: string, value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw invalidFilter(key);
  return value.toLowerCase();
}

/**
 * A bound of a date range: an ISO date (`2026-11-21`, a whole UTC day: `from` its start, `to` its end)
 * or an ISO date-time with its zone. Returns the bound and whether it is exclusive (the day after `to`).
 */
export function dateBound(key: string, value: unknown, end: boolean): { at: Date; exclusive: boolean } {
  if (typeof value !== 'string') throw invalidFilter(key);
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw invalidFilter(key);
    return end ? { at: new Date(day.getTime() + DAY_MS), exclusive: true } : { at: day, exclusive: false };
  }
  const at = new Date(value);
  if (!DATE_TIME.test(value) || Number.isNaN(at.getTime())) throw invalidFilter(key);
  return { at, exclusive: false };
}

/** Collects `WHERE` conditions with numbered parameters. */
export class Conditions {
  readonly params: unknown[] = [];
  /** How many ids a list-of-ids filter asked for (the page then holds them all). */
  listed: number | undefined;
  private readonly parts: string[] = [];

  /** `condition` gets the parameter's placeholder (`$1`, ...). */
  add(condition: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.parts.push(condition(`$${this.params.length}`));
  }

  get where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * One page of `SELECT columns FROM table` under the conditions, and how many rows match in all.
 * `table` and `order` come from the handler's own constants (orderBy checks the sort field).
 */
export async function queryPage<Row>(
  database: { query(sql: string, params?: unknown[]): Promise<unknown> },
  select: { columns: string; table: string },
  conditions: Conditions,
  order: string,
  [offset, limit]: [number, number],
): Promise<{ rows: Row[]; total: number }> {
  const { where, params } = conditions;
  const [rows, [{ total }]] = await Promise.all([
    database.query(
      `SELECT ${select.columns} FROM ${select.table} ${where}
        ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ) as Promise<Row[]>,
    database.query(`SELECT count(*)::int AS total FROM ${select.table} ${where}`, params) as Promise<
      [{ total: number }]
    >,
  ]);
  return { rows, total };
}

/** How one filter of a list narrows the query: parse the value (400 when bad) and add its condition. */
export type FilterRule = (conditions: Conditions, key: string, value: unknown) => void;

/** `column = value`, the value parsed by `parse`. */
export function equalTo(column: string, parse: (key: string, value: unknown) => unknown): FilterRule {
  return (conditions, key, value) => conditions.add((p) => `${column} = ${p}`, parse(key, value));
}

/** `column` is one of the given values (react-admin's getMany sends a list of ids). */
export function anyOf<T>(
  column: string,
  sqlType: string,
  parse: (key: string, value: unknown) => T,
): FilterRule {
  return (conditions, key, value) => {
    const list = oneOrMany(key, value, parse);
    conditions.add((p) => `${column} = ANY(${p}::${sqlType}[])`, list);
    conditions.listed = list.length;
  };
}

/** Applies the rule of each filter given; `filterValues` has refused the unknown ones. */
export function applyFilters(values: Map<string, unknown>, rules: Record<string, FilterRule>): Conditions {
  const conditions = new Conditions();
  for (const [key, value] of values) rules[key]?.(conditions, key, value);
  return conditions;
}

/** What one admin list reads: its table, its filters (each key a rule) and the fields it sorts by. */
export interface AdminListSource<Filter extends string> {
  table: string;
  columns: string;
  filters: Record<Filter, FilterRule>;
  sortFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Sort fields that may be null: they sort last either way. */
  nullable?: readonly string[];
}

/** One page of an admin list as react-admin asks for it (filter, sort, range), checked before any SQL. */
export function readAdminList<Row>(
  database: { query(sql: string, params?: unknown[]): Promise<unknown> },
  source: AdminListSource<string>,
  params: AdminListParams,
): Promise<{ rows: Row[]; total: number }> {
  const conditions = applyFilters(filterValues(params.filter, Object.keys(source.filters)), source.filters);
  const order = orderBy(params.sort, source.sortFields, source.defaultSort, source.nullable);
  return queryPage<Row>(database, source, conditions, order, pageOf(params.range, conditions.listed));
}
