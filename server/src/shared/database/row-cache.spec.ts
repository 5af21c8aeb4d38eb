import { FixedClock } from '../clock/clock';
import { RowCache } from './row-cache';
import type { RowChangeFeed, RowChangeListener } from './row-change-feed';

/** A feed the test drives: whether notices arrive, and which listener watches what. */
class TestFeed {
  live = true;
  readonly watching = new Map<string, RowChangeListener>();
  watch(table: string, listener: RowChangeListener): void {
    this.watching.set(table, listener);
  }
}

function setUp(options: { maxEntries?: number } = {}) {
  const feed = new TestFeed();
  const clock = new FixedClock(new Date('2026-11-25T12:00:00Z'));
  const cache = new RowCache<string>(feed as unknown as RowChangeFeed, clock, {
    tables: ['accounts'],
    ttlMs: 60_000,
    writingMs: 5_000,
    ...options,
  });
  let version = 0;
  const loads: number[] = [];
  const load = (key: number) => async () => {
    loads.push(key);
    return `${key}@${version}`;
  };
  return { feed, clock, cache, load, loads, bump: () => version++ };
}

describe('RowCache', () => {
  it('reads a key once, then serves it until its row changes', async () => {
    const { feed, cache, load, loads, bump } = setUp();
    expect(await cache.read(1, load(1))).toBe('1@0');
    expect(await cache.read(1, load(1))).toBe('1@0');
    expect(loads).toEqual([1]);

    bump();
    feed.watching.get('accounts')!.changed(1);
    expect(await cache.read(1, load(1))).toBe('1@1');
    expect(loads).toEqual([1, 1]);
  });

  it('a key this instance is writing is read fresh until its notice arrives', async () => {
    const { cache, load, loads, bump } = setUp();
    await cache.read(1, load(1));
    cache.writing(1);
    bump();
    expect(await cache.read(1, load(1))).toBe('1@1');
    expect(await cache.read(1, load(1))).toBe('1@1');
    expect(loads).toEqual([1, 1, 1]);

    cache.changed(1);
    await cache.read(1, load(1));
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 1, 1, 1]);
  });

  it('gives up waiting for a notice that never comes (a rolled-back write) after writingMs', async () => {
    const { clock, cache, load, loads } = setUp();
    cache.writing(1);
    await cache.read(1, load(1));
    clock.advance(5_001);
    await cache.read(1, load(1));
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 1]);
  });

  it('does not keep a read that overlapped a change: it may hold the row from before', async () => {
    const { cache, load, loads, bump } = setUp();
    let finish!: () => void;
    const slow = cache.read(1, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return '1@old';
    });
    bump();
    cache.changed(1);
    finish();
    expect(await slow).toBe('1@old');
    expect(await cache.read(1, load(1))).toBe('1@1');
    expect(loads).toEqual([1]);
  });

  it('serves and keeps nothing while the feed is down, and starts empty when it is back', async () => {
    const { feed, cache, load, loads } = setUp();
    await cache.read(1, load(1));
    feed.live = false;
    cache.clear();
    await cache.read(1, load(1));
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 1, 1]);

    feed.live = true;
    await cache.read(1, load(1));
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 1, 1, 1]);
  });

  it('forgets a value after ttlMs whatever the notices say', async () => {
    const { clock, cache, load, loads } = setUp();
    await cache.read(1, load(1));
    clock.advance(60_001);
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 1]);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const { cache, load, loads } = setUp({ maxEntries: 2 });
    await cache.read(1, load(1));
    await cache.read(2, load(2));
    await cache.read(3, load(3));
    await cache.read(2, load(2));
    await cache.read(1, load(1));
    expect(loads).toEqual([1, 2, 3, 1]);
  });
});
