import { readTimestamp, session, type SimpleStorage } from './storage';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** SPEC §8: a chunk-loading failure reloads the page, at most once per 60 seconds. */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null) return true;
  // a timestamp from the future (clock changed) does not block reloading forever
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

export interface ChunkReloadDeps {
  storage?: SimpleStorage;
  now?: () => number;
  reload?: () => void;
}

/** Reloads the page when allowed; returns whether it did. */
export function reloadAfterChunkError({
  storage = session,
  now = Date.now,
  reload = () => window.location.reload(),
}: ChunkReloadDeps = {}): boolean {
  const time = now();
  if (!shouldReloadAfterChunkError(time, readTimestamp(storage, CHUNK_RELOAD_KEY))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(time));
  reload();
  return true;
}

/** Vite fires `vite:preloadError` when a dynamic import's preload fails (e.g. after a new deployment). */
export function listenForPreloadErrors(deps?: ChunkReloadDeps): () => void {
  const listener = (event: Event) => {
    if (reloadAfterChunkError(deps)) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}

/** Wraps a lazy import: on failure the page reloads (at most once a minute), else the error is rethrown. */
export async function importWithReload<T>(load: () => Promise<T>, deps?: ChunkReloadDeps): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadAfterChunkError(deps)) {
      // keep the route pending until the browser has reloaded
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
