import type { SimpleStorage } from '../lib/storage';

/** A storage kept in a plain object, for code that takes localStorage or sessionStorage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): SimpleStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}
