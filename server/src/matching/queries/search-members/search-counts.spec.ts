import { FixedClock } from '../../../shared/clock/clock';
import type { SearchEntriesRepository } from '../../database/search-entries.repository';
import type { SearchSpec } from '../../database/search-sql';
import { parseSearchCriteria } from '../../domain/search-criteria';
import { COUNT_CAP, COUNT_UP_TO, EXCLUSION_MARGIN, SearchCounts } from './search-counts';

describe('SearchCounts', () => {
  const spec = (query: Record<string, string>, excludeIds: number[] = [1]): SearchSpec => ({
    siteId: 1,
    excludeIds,
    criteria: parseSearchCriteria(query, ['gender', 'min_age', 'max_age', 'country'], 'female'),
    origin: { lat: 52.09, lon: 5.12 },
    snapshotAt: new Date('2026-11-26T12:00:00Z'),
    today: '2026-11-26',
  });

  function counter(found: (spec: SearchSpec) => number) {
    const clock = new FixedClock(new Date('2026-11-26T12:00:00Z'));
    const asked: number[] = [];
    const entries = {
      count: (searched: SearchSpec, upTo: number) => {
        asked.push(upTo);
        return Promise.resolve(Math.min(found(searched), upTo));
      },
    } as unknown as SearchEntriesRepository;
    return { counts: new SearchCounts(entries, clock), clock, asked };
  }

  it('counts small results every time, exactly', async () => {
    const { counts, asked } = counter(() => 42);
    expect(await counts.of(spec({}))).toBe(42);
    expect(await counts.of(spec({}))).toBe(42);
    expect(asked).toEqual([COUNT_CAP + EXCLUSION_MARGIN, COUNT_CAP + EXCLUSION_MARGIN]);
  });

  it('answers the cap without counting again for a minute once a search is found far past it', async () => {
    const { counts, clock, asked } = counter(() => 50_000);
    expect(await counts.of(spec({ country: 'NL' }))).toBe(COUNT_CAP);
    expect(await counts.of(spec({ country: 'NL' }, [2, 3]))).toBe(COUNT_CAP);
    expect(asked).toHaveLength(1);
    // another search is counted on its own
    expect(await counts.of(spec({ country: 'DE' }))).toBe(COUNT_CAP);
    expect(asked).toHaveLength(2);
    clock.advance(60_001);
    expect(await counts.of(spec({ country: 'NL' }))).toBe(COUNT_CAP);
    expect(asked).toHaveLength(3);
  });

  it('shares a count between searchers elsewhere unless the search filters by distance', async () => {
    const { counts, asked } = counter(() => 50_000);
    const from = (query: Record<string, string>, lat: number) => ({
      ...spec(query),
      origin: { lat, lon: 5 },
    });
    await counts.of(from({}, 52));
    await counts.of(from({}, 48));
    expect(asked).toHaveLength(1);
    await counts.of(from({ distance: '50' }, 52));
    await counts.of(from({ distance: '50' }, 48));
    expect(asked).toHaveLength(3);
  });

  it('counts again for a searcher who excludes more members than the margin', async () => {
    const { counts, asked } = counter(() => 50_000);
    await counts.of(spec({}));
    const many = Array.from({ length: EXCLUSION_MARGIN + 1 }, (_, i) => i + 1);
    expect(await counts.of(spec({}, many))).toBe(COUNT_CAP);
    expect(asked).toHaveLength(2);
  });

  it('does not remember a count just past the cap (one searcher more excluded could bring it under)', async () => {
    const { counts, asked } = counter(() => COUNT_CAP + 5);
    expect(await counts.of(spec({}))).toBe(COUNT_CAP);
    await counts.of(spec({}));
    expect(asked).toHaveLength(2);
  });

  it('remembers what page 1 recorded: large only when counting reached its end', () => {
    const { counts, clock } = counter(() => 0);
    counts.record(spec({ country: 'NL' }), COUNT_UP_TO);
    expect(counts.knownLarge(spec({ country: 'NL' }))).toBe(true);
    expect(counts.knownLarge(spec({ country: 'DE' }))).toBe(false);
    counts.record(spec({ country: 'NL' }), COUNT_UP_TO - 1);
    expect(counts.knownLarge(spec({ country: 'NL' }))).toBe(false);
    counts.record(spec({ country: 'NL' }), COUNT_UP_TO);
    clock.advance(60_001);
    expect(counts.knownLarge(spec({ country: 'NL' }))).toBe(false);
  });
});
