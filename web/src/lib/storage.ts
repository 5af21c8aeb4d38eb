/** Web storage that never throws (private mode, disabled storage, quota). */
export interface SimpleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function safe(getStorage: () => Storage): SimpleStorage {
  return {
    getItem(key) {
      try {
        return getStorage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        getStorage().setItem(key, value);
      } catch {
        // storage unavailable: the value is simply not remembered
      }
    },
  };
}

export const local: SimpleStorage = safe(() => window.localStorage);
export const session: SimpleStorage = safe(() => window.sessionStorage);

/** A JSON object of strings kept under `key` (drafts, marks); a damaged or foreign value reads as `{}`. */
export function readStringRecord(storage: SimpleStorage, key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function readTimestamp(storage: SimpleStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
