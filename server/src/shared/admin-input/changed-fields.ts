import { isDeepStrictEqual } from 'node:util';

/** The fields of `input` whose value differs from the stored record's (dates compared by instant). */
export function changedFields(
  stored: Record<string, unknown>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const current = stored[key];
    const same =
      value instanceof Date || current instanceof Date
        ? toTime(value) === toTime(current)
        : isDeepStrictEqual(normalise(current), normalise(value));
    if (!same) changes[key] = value;
  }
  return changes;
}

const toTime = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? new Date(value).getTime() : value;

/** Objects compared whatever the order of their keys (jsonb does not keep it). */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
