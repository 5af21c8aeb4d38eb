import { ApiError } from '../errors/api-error';

/**
 * The console's write bodies (react-admin sends the whole record back, read-only fields included),
 * checked field by field. A rule returns the value to store, or `INVALID`; the first bad field is
 * refused with 400 `invalid_field` naming it (`{error, message, fields: {<name>: message}}`).
 */
export const INVALID: unique symbol = Symbol('invalid');
export type FieldRule<T> = (value: unknown) => T | typeof INVALID;
export type Rules = Record<string, FieldRule<unknown>>;
export type Parsed<R extends Rules> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, typeof INVALID> };

export const invalidField = (name: string): ApiError =>
  new ApiError(400, 'invalid_field', 'errors.invalid_field', { name }, { [name]: 'errors.invalid_field' });

/** Text of `min` to `max` characters (trimmed), matching `pattern` when given. */
export const text =
  (max: number, options: { min?: number; pattern?: RegExp } = {}): FieldRule<string> =>
  (value) => {
    if (typeof value !== 'string') return INVALID;
    const trimmed = value.trim();
    if (trimmed.length < (options.min ?? 0) || trimmed.length > max) return INVALID;
    if (options.pattern && !options.pattern.test(trimmed)) return INVALID;
    return trimmed;
  };

/** A whole number from `min` to `max` (a JSON number; react-admin sends numbers). */
export const integer =
  (min: number, max: number): FieldRule<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : INVALID;

export const boolean: FieldRule<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const choice =
  <T extends string>(allowed: readonly T[]): FieldRule<T> =>
  (value) =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : INVALID;

/** A list of `min` to `max` values, each checked, without repeats. */
export const list =
  <T>(each: FieldRule<T>, options: { min?: number; max: number }): FieldRule<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length < (options.min ?? 0) || value.length > options.max)
      return INVALID;
    const items = value.map(each);
    if (items.some((item) => item === INVALID)) return INVALID;
    return new Set(items).size === items.length ? (items as T[]) : INVALID;
  };

/** null (or '') for none, else what `rule` accepts. */
export const nullable =
  <T>(rule: FieldRule<T>): FieldRule<T | null> =>
  (value) =>
    value === null || value === '' ? null : rule(value);

/** An ISO date (`2026-12-01`, the start of that UTC day) or date-time with its zone. */
export const dateTime: FieldRule<Date> = (value) => {
  if (typeof value !== 'string' || value.length > 40) return INVALID;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const full = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value);
  if (!dateOnly && !full) return INVALID;
  const at = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(at.getTime())) return INVALID;
  if (dateOnly && at.toISOString().slice(0, 10) !== value) return INVALID;
  return at;
};

export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const countryCode: FieldRule<string> = (value) =>
  typeof value === 'string' && COUNTRY_CODE.test(value.trim().toUpperCase())
    ? value.trim().toUpperCase()
    : INVALID;

/** A JSON object whose keys match `key` and whose values `each` accepts, at most `max` entries. */
export const record =
  <T>(key: RegExp, each: FieldRule<T>, max: number): FieldRule<Record<string, T>> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const entries = Object.entries(value);
    if (entries.length > max) return INVALID;
    const out: Record<string, T> = {};
    for (const [name, item] of entries) {
      const parsed = each(item);
      if (!key.test(name) || parsed === INVALID) return INVALID;
      out[name] = parsed;
    }
    return out;
  };

/**
 * Reads the fields of `rules` from a console body. `readOnly` fields (ids, counts, what the server
 * fills in) may come back and are ignored; any other unknown field is refused. With `required`, each of
 * those fields must be present (a create).
 */
export function readFields<R extends Rules>(
  body: unknown,
  rules: R,
  options: { readOnly?: readonly string[]; required?: readonly (keyof R & string)[] } = {},
): Parsed<R> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidField('body');
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (options.readOnly?.includes(name)) continue;
    const rule = rules[name];
    if (!rule) throw invalidField(name);
    const parsed = rule(value);
    if (parsed === INVALID) throw invalidField(name);
    out[name] = parsed;
  }
  for (const name of options.required ?? []) if (!(name in out)) throw invalidField(name);
  return out as Parsed<R>;
}

/** A positive int4 id from a URL, or null. */
export const idParam = (id: string): number | null =>
  /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
