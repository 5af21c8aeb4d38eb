import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPublicMemberCardsQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { type RateLimit, RateLimiter } from '../../../shared/http/rate-limiter';
import {
  GetSiteSettingsByIdQuery,
  GetSiteSettingsQuery,
  type SiteSettings,
} from '../../../site/site.contracts';
import { SearchEntriesRepository, type SearchHit } from '../../database/search-entries.repository';
import { NO_DISTANCE, type SearchSpec } from '../../database/search-sql';
import { InvalidSearchParameter, parseSearchCriteria, widened } from '../../domain/search-criteria';
import { decodeCursor, encodeCursor, type SearchCursor } from '../../domain/search-cursor';
import { SearchIndexer } from '../../search-index/search-indexer';
import { COUNT_CAP, COUNT_UP_TO, SearchCounts } from './search-counts';
import { SearchMembersQuery, type Searcher } from './search-members.query';
import type { SearchResponse, SearchResult } from './search.response';

export const SEARCH_PAGE_SIZE = 20;
/**
 * Pages a visitor's address may read: scrolling is a page every few seconds, reading the whole site is
 * not (a member's searches are counted by account: none yet, search is what they come for).
 */
export const VISITOR_SEARCHES_PER_IP: RateLimit = { name: 'visitor-search', max: 300, windowSeconds: 5 * 60 };

interface SearchContext {
  site: SiteSettings;
  seeking: string;
  spec: Omit<SearchSpec, 'criteria' | 'snapshotAt' | 'today'>;
}

@QueryHandler(SearchMembersQuery)
export class SearchMembersHandler implements IQueryHandler<SearchMembersQuery> {
  constructor(
    private readonly entries: SearchEntriesRepository,
    private readonly counts: SearchCounts,
    private readonly indexer: SearchIndexer,
    private readonly queryBus: QueryBus,
    private readonly rateLimiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ searcher, query }: SearchMembersQuery): Promise<SearchResponse> {
    const context = await this.contextOf(searcher);
    const cursor = this.cursorOf(query);
    const snapshotAt = cursor ? new Date(cursor.snapshotAt) : this.clock.now();
    const spec: SearchSpec = {
      ...context.spec,
      criteria: criteriaOf(query, context),
      snapshotAt,
      today: snapshotAt.toISOString().slice(0, 10),
    };
    const [found, numResults] = await this.pageAndCount(spec, cursor);
    const hits = found.slice(0, SEARCH_PAGE_SIZE);
    const last = hits[hits.length - 1];
    const more = found.length > SEARCH_PAGE_SIZE && last;
    const response: SearchResponse = {
      results: await this.resultsOf(hits, context),
      numResults,
      cursor: more ? encodeCursor({ snapshotAt: snapshotAt.getTime(), numResults, after: last }) : null,
    };
    if (!more) response.similar = await this.similarTo(spec, context);
    return response;
  }

  /**
   * The page and numResults: counted on page 1 (with the page in one statement unless the search is
   * large), carried by the cursor after it. How many are found also decides where a distance search's
   * page starts (SearchSpec.manyWithinDistance).
   */
  private async pageAndCount(spec: SearchSpec, cursor: SearchCursor | null): Promise<[SearchHit[], number]> {
    const limit = SEARCH_PAGE_SIZE + 1;
    const inOrder = (numResults: number) =>
      this.entries.page(
        { ...spec, manyWithinDistance: numResults >= COUNT_CAP },
        cursor?.after ?? null,
        limit,
      );
    if (cursor) return [await inOrder(cursor.numResults), cursor.numResults];
    if (this.counts.knownLarge(spec)) return [await inOrder(COUNT_CAP), COUNT_CAP];
    const { hits, found } = await this.entries.firstPage(spec, limit, COUNT_UP_TO);
    this.counts.record(spec, found);
    const numResults = Math.min(found, COUNT_CAP);
    // Found up to where counting stops: the statement read some of them, not the first in order.
    return [found < COUNT_UP_TO ? hits : await inOrder(numResults), numResults];
  }

  /** The wider search: the same gender, none of the other filters, leaving out what the search found. */
  private async similarTo(spec: SearchSpec, context: SearchContext): Promise<SearchResponse['similar']> {
    const wider = { ...spec, criteria: widened(spec.criteria), unlike: spec.criteria };
    const sameSearch = JSON.stringify(wider.criteria) === JSON.stringify(spec.criteria);
    if (sameSearch) return { results: [], numResults: 0 };
    const [hits, numResults] = await Promise.all([
      this.entries.similar(wider, SEARCH_PAGE_SIZE),
      this.counts.of(wider),
    ]);
    return { results: await this.resultsOf(hits, context), numResults };
  }

  private async resultsOf(hits: SearchHit[], context: SearchContext): Promise<SearchResult[]> {
    // The page left out the searcher and everyone blocked either way (read on this request); the site's
    // cards check again what may have changed since the index was written (enabled, invisible, deleted).
    const cards = await this.queryBus.execute(
      new GetPublicMemberCardsQuery(
        context.spec.siteId,
        hits.map((hit) => hit.memberId),
      ),
    );
    const distances = new Map(hits.map((hit) => [hit.memberId, hit.distanceM]));
    return cards.map((card) => {
      const metres = distances.get(card.id);
      const known = context.spec.origin && metres !== undefined && metres < NO_DISTANCE;
      return { ...card, distance_km: known ? Math.round(metres / 1000) : null };
    });
  }

  private cursorOf(query: Record<string, unknown>): SearchCursor | null {
    const text = query.cursor;
    if (text === undefined || text === '') return null;
    const cursor = typeof text === 'string' ? decodeCursor(text, this.clock.now().getTime()) : null;
    if (!cursor) throw ApiError.badRequest('invalid_cursor', 'errors.invalid_query', { name: 'cursor' });
    return cursor;
  }

  private async contextOf(searcher: Searcher): Promise<SearchContext> {
    if ('memberId' in searcher) return this.memberContext(searcher.memberId);
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(searcher.host));
    const setting = searcher.trafficSource ? site.loggedOutSearchTrafficsource : site.loggedOutSearch;
    if (setting === 'none') throw ApiError.authenticationRequired();
    await this.rateLimiter.consume(VISITOR_SEARCHES_PER_IP, searcher.ip);
    return {
      site,
      seeking: 'both',
      spec: { siteId: site.id, excludeIds: [], origin: null },
    };
  }

  private async memberContext(memberId: number): Promise<SearchContext> {
    // Not indexed yet (an event still on its way): read what the entry will be; a search writes nothing.
    const { entry: indexed, excluded } = await this.entries.searcher(memberId);
    const me = indexed ?? (await this.indexer.read(memberId));
    if (!me) throw ApiError.notFound('profile_not_found');
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(me.siteId));
    const origin = me.lat !== null && me.lon !== null ? { lat: me.lat, lon: me.lon } : null;
    return {
      site,
      seeking: me.seeking,
      spec: { siteId: me.siteId, excludeIds: [memberId, ...excluded], origin },
    };
  }
}

function criteriaOf(query: Record<string, unknown>, context: SearchContext) {
  try {
    return parseSearchCriteria(query, context.site.searchFields, context.seeking);
  } catch (error) {
    if (error instanceof InvalidSearchParameter)
      throw ApiError.badRequest('invalid_search', 'errors.invalid_query', { name: error.parameter });
    throw error;
  }
}
