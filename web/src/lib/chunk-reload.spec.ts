import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  importWithReload,
  reloadAfterChunkError,
  shouldReloadAfterChunkError,
} from './chunk-reload';
import { memoryStorage } from '../test/memory-storage';

describe('shouldReloadAfterChunkError', () => {
  it('reloads when it never reloaded before', () => {
    expect(shouldReloadAfterChunkError(1_000_000, null)).toBe(true);
  });

  it('does not reload twice within 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_059_999, 1_000_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000, 1_000_000)).toBe(false);
  });

  it('reloads again after 60 seconds', () => {
    expect(shouldReloadAfterChunkError(1_060_000, 1_000_000)).toBe(true);
  });

  it('ignores a timestamp from the future', () => {
    expect(shouldReloadAfterChunkError(1_000_000, 2_000_000)).toBe(true);
  });
});

describe('reloadAfterChunkError', () => {
  it('stores the time and reloads, then refuses within the minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, reload, now: () => 5_000 })).toBe(true);
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('5000');
    expect(reloadAfterChunkError({ storage, reload, now: () => 30_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ storage, reload, now: () => 65_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a garbage stored value as no previous reload', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: 'abc' });
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, reload, now: () => 1 })).toBe(true);
  });
});

describe('importWithReload', () => {
  it('returns the module when the import works', async () => {
    await expect(importWithReload(async () => 'module')).resolves.toBe('module');
  });

  it('rethrows when a reload happened less than a minute ago', async () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000' });
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(importWithReload(failing, { storage, reload, now: () => 2000 })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads (and stays pending) when the import fails the first time', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const result = importWithReload(failing, { storage, reload, now: () => 2000 });
    const settled = vi.fn();
    void result.then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).not.toHaveBeenCalled();
  });
});
