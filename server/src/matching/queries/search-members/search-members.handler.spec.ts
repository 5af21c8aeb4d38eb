import type { QueryBus } from '@nestjs/cqrs';
import { GetPublicMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { FixedClock } from '../../../shared/clock/clock';
import type { RateLimiter } from '../../../shared/http/rate-limiter';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { SearchEntriesRepository, SearchHit } from '../../database/search-entries.repository';
import type { SearchSpec } from '../../database/search-sql';
import type { SearchEntry } from '../../domain/search-entry';
import type { SearchIndexer } from '../../search-index/search-indexer';
import { COUNT_CAP, COUNT_UP_TO, SearchCounts } from './search-counts';
import { SearchMembersHandler } from './search-members.handler';
import { SearchMembersQuery } from './search-members.query';

const hit = (memberId: number): SearchHit => ({
  memberId,
  score: 0,
  activeHour: '2026-11-26T10:00:00.000Z',
  distanceM: 1000,
});

const me: SearchEntry = {
  memberId: 1,
  siteId: 7,
  gender: 'female',
  seeking: 'male',
  birthDate: '1990-01-01',
  country: 'NL',
  regionId: null,
  lat: 52.09,
  lon: 5.12,
  fictional: false,
  hairColor: null,
  eyeColor: null,
  bodyType: null,
  relationshipStatus: null,
  appearance: null,
  ethnicity: null,
  activeHour: '2026-11-26T10:00:00.000Z',
  hidden: false,
};

/** Page 1 of a search: the statement that counts and reads the page, and when the page is read in order. */
describe('SearchMembersHandler, page 1', () => {
  function handlerFinding(found: number) {
    const clock = new FixedClock(new Date('2026-11-26T10:30:00Z'));
    const inOrder: SearchSpec[] = [];
    const firstPages: SearchSpec[] = [];
    const entries = {
      searcher: () => Promise.resolve({ entry: me, excluded: [] }),
      firstPage: (spec: SearchSpec) => {
        firstPages.push(spec);
        // read in the cheapest order: not the members that come first
        return Promise.resolve({ hits: [hit(90), hit(91)], found });
      },
      page: (spec: SearchSpec, _after: unknown, limit: number) => {
        inOrder.push(spec);
        return Promise.resolve(Array.from({ length: limit }, (_, i) => hit(10 + i)));
      },
      count: () => Promise.resolve(found),
      similar: () => Promise.resolve([]),
    } as unknown as SearchEntriesRepository;
    const queryBus = {
      execute: (query: unknown) => {
        if (query instanceof GetSiteSettingsByIdQuery)
          return Promise.resolve({ id: 7, searchFields: ['gender', 'min_age', 'max_age', 'country'] });
        if (query instanceof GetPublicMemberCardsQuery)
          return Promise.resolve(query.profileIds.map((id) => ({ id })));
        throw new Error(`unexpected query ${String(query)}`);
      },
    } as unknown as QueryBus;
    const handler = new SearchMembersHandler(
      entries,
      new SearchCounts(entries, clock),
      {} as SearchIndexer,
      queryBus,
      { consume: () => Promise.resolve() } as unknown as RateLimiter,
      clock,
    );
    const search = (query: Record<string, string> = {}) =>
      handler.execute(new SearchMembersQuery({ memberId: 1 }, query));
    return { search, inOrder, firstPages };
  }

  it('answers the page and the count of one statement while fewer are found than counting reads', async () => {
    const { search, inOrder } = handlerFinding(2);
    const page = await search();
    expect(page.results.map((result) => result.id)).toEqual([90, 91]);
    expect(page.numResults).toBe(2);
    expect(inOrder).toHaveLength(0);
  });

  it('reads the page in order when counting reached its end, and then knows the search is large', async () => {
    const { search, inOrder, firstPages } = handlerFinding(COUNT_UP_TO);
    const page = await search();
    expect(page.numResults).toBe(COUNT_CAP);
    expect(page.results.map((result) => result.id)).toEqual(Array.from({ length: 20 }, (_, i) => 10 + i));
    expect(page.cursor).not.toBeNull();
    await search();
    expect(firstPages).toHaveLength(1);
    expect(inOrder).toHaveLength(2);
  });

  it('walks by activity where many are within the distance, and starts from the box where few are', async () => {
    const crowded = handlerFinding(COUNT_UP_TO);
    const first = await crowded.search({ distance: '50' });
    await crowded.search({ distance: '50', cursor: first.cursor! });
    // page 2 knows from the cursor's count where to start
    expect(crowded.inOrder.map((spec) => spec.manyWithinDistance)).toEqual([true, true]);
    const sparse = handlerFinding(COUNT_CAP - 1);
    const page = await sparse.search({ distance: '50' });
    // the whole result is what page 1 read (from the box): nothing read again in order
    expect(sparse.inOrder).toHaveLength(0);
    expect(page.numResults).toBe(COUNT_CAP - 1);
  });
});
