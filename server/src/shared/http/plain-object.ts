/**
 * A JSON object as a request body or one of its fields can hold (`{...}`): not null, not an array, so
 * its fields can be read one by one.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
