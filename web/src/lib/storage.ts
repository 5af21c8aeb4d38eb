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

export function readTimestamp(storage: SimpleStorage, key: string): number | null {
  const raw = storage.getItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
