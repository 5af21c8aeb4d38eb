import type { Response } from 'express';
import type { AdminListPage, AdminListParams } from './admin-list-params';
import { ApiError } from '../errors/api-error';
import { badInputError, findBadInput } from '../http/request-input';

/**
 * The query string of a ra-data-simple-rest list call: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={...}`, each JSON. This checks the shapes (400 `invalid_sort`, `invalid_range`,
 * `invalid_filter`); the module that answers the list checks the values.
 */
export function parseListRequest(query: Record<string, unknown>): AdminListParams {
  const request: AdminListParams = {};

  const sort = json(query.sort, 'sort', 'invalid_sort');
  if (sort !== undefined) {
    if (!Array.isArray(sort) || sort.length !== 2 || !sort.every((part) => typeof part === 'string')) {
      throw invalid('sort', 'invalid_sort');
    }
    request.sort = { field: sort[0] as string, order: sort[1] as string };
  }

  const range = json(query.range, 'range', 'invalid_range');
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((part) => Number.isSafeInteger(part))) {
      throw invalid('range', 'invalid_range');
    }
    request.range = [range[0] as number, range[1] as number];
  }

  const filter = json(query.filter, 'filter', 'invalid_filter');
  if (filter !== undefined) {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
      throw invalid('filter', 'invalid_filter');
    }
    request.filter = filter as Record<string, unknown>;
  }
  return request;
}

/** `Content-Range: ledger 0-24/319` (the total is what react-admin pages with). */
export function setContentRange(
  response: Response,
  resource: string,
  request: AdminListParams,
  rows: number,
  total: number,
): void {
  const start = request.range?.[0] ?? 0;
  const span = rows > 0 ? `${start}-${start + rows - 1}` : '*';
  response.setHeader('Content-Range', `${resource} ${span}/${total}`);
}

function json(value: unknown, name: string, code: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(name, code);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(name, code);
  }
  // JSON inside the query string obeys the rules every request body does (NUL, nesting).
  const problem = findBadInput(parsed);
  if (problem) throw badInputError(problem);
  return parsed;
}

function invalid(name: string, code: string): ApiError {
  return ApiError.badRequest(code, 'errors.invalid_query', { name });
}

type ReadPage<Row> = (params: AdminListParams) => Promise<AdminListPage<Row>>;

/** react-admin's getList: the page asked for in the query string, the total in `Content-Range`. */
export async function answerList<Row>(
  resource: string,
  query: Record<string, unknown>,
  response: Response,
  readPage: ReadPage<Row>,
): Promise<Row[]> {
  const request = parseListRequest(query);
  const page = await readPage(request);
  setContentRange(response, resource, request, page.rows.length, page.total);
  return page.rows;
}

/** react-admin's getOne, read through the list's `id` filter; `notFound` when the id is malformed or absent. */
export async function answerOne<Row>(
  id: string | number | null,
  notFound: ApiError,
  readPage: ReadPage<Row>,
): Promise<Row> {
  if (id === null) throw notFound;
  const page = await readPage({ filter: { id }, range: [0, 0] });
  if (!page.rows[0]) throw notFound;
  return page.rows[0];
}
