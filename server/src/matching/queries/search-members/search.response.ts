import { MemberCard } from '../../../profiles/profiles.contracts';

/** A member found: their card, how far away (km, null when unknown) and when last active. */
export class SearchResult extends MemberCard {
  distance_km: number | null;
}

/** The wider search shown beside a short result: the same gender, without the other filters. */
export class SimilarResults {
  results: SearchResult[];
  numResults: number;
}

/** GET /api/search.php (docs/api.md, Search). */
export class SearchResponse {
  results: SearchResult[];
  /** How many members the search finds, counted up to 1,000. */
  numResults: number;
  /** Fetches the next page; null on the last page. */
  cursor: string | null;
  /** Present on the last page: members like those asked for, so the screen is never empty. */
  similar?: SimilarResults;
}
