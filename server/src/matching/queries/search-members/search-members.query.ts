import { Query } from '@nestjs/cqrs';
import type { SearchResponse } from './search.response';

/** Who searches: a member, or a visitor of a site (with or without a traffic source) from an address. */
export type Searcher = { memberId: number } | { host: string; trafficSource: boolean; ip: string };

/** GET /api/search.php: one page of a search, the raw query string checked by the handler. */
export class SearchMembersQuery extends Query<SearchResponse> {
  constructor(
    readonly searcher: Searcher,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}
