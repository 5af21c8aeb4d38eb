import type { Clock } from '../clock/clock';
import type { RowChangeFeed, RowChangeListener } from './row-change-feed';

export interface RowCacheOptions {
  /** The tables whose row-change notices name this cache's keys. */
  tables: string[];
  /** How many keys one instance keeps at most (the oldest goes first). */
  maxEntries?: number;
  /** An upper bound on how long a value is served, whatever the notices say. */
  ttlMs?: number;
  /** How long a key the instance itself is writing skips the cache, unless its notice comes first. */
  writingMs?: number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * A per-instance cache of rows read by key, for the reads every logged-in request makes. A value is
 * dropped when PostgreSQL reports its row changed (RowChangeFeed), on every instance. A writer of this
 * instance calls `writing(key)` so the member reads their own change at once: the key skips the cache
 * from then until the notice of the committed change arrives. Nothing is served or kept while the feed is
 * down, and a read that overlapped any change is not kept (it may hold the value from before).
 * Values are shared between requests: callers must not change them.
 */
export class RowCache<V> implements RowChangeListener {
  private readonly entries = new Map<number, Entry<V>>();
  private readonly beingWritten = new Map<number, number>();
  private changes = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly writingMs: number;

  constructor(
    private readonly feed: RowChangeFeed,
    private readonly clock: Clock,
    options: RowCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 10 * 60 * 1000;
    this.writingMs = options.writingMs ?? 10 * 1000;
    for (const table of options.tables) feed.watch(table, this);
  }

  async read(key: number, load: () => Promise<V>): Promise<V> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    if (!this.feed.live || this.isBeingWritten(key, now)) return load();
    const changesBefore = this.changes;
    const value = await load();
    if (this.changes === changesBefore && this.feed.live) this.keep(key, value, now);
    return value;
  }

  /** This instance is about to change the row of `key`: read it fresh until the change is reported. */
  writing(key: number): void {
    this.entries.delete(key);
    this.beingWritten.set(key, this.clock.now().getTime() + this.writingMs);
    this.changes++;
  }

  changed(key: number): void {
    this.entries.delete(key);
    this.beingWritten.delete(key);
    this.changes++;
  }

  clear(): void {
    this.entries.clear();
    this.beingWritten.clear();
    this.changes++;
  }

  private isBeingWritten(key: number, now: number): boolean {
    const until = this.beingWritten.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.beingWritten.delete(key); // rolled back, or a column no notice watches: give up waiting
    return false;
  }

  private keep(key: number, value: V, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
  }
}
