import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { SearchEntriesRepository } from '../../database/search-entries.repository';
import type { SearchSpec, SimilarSpec } from '../../database/search-sql';

/** Most members counted for numResults; a larger result says this many. */
export const COUNT_CAP = 1_000;
/** A count remembered as large holds for every searcher who excludes at most this many members. */
export const EXCLUSION_MARGIN = 100;
/** How far a search is counted: past it, the search is large for every searcher (EXCLUSION_MARGIN). */
export const COUNT_UP_TO = COUNT_CAP + EXCLUSION_MARGIN;
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * numResults of page 1. Counting reads up to 1,000 index rows where the page reads about 70, so a
 * search found far past the cap (by any searcher on this instance within a minute) answers the cap
 * without counting again: found past cap + margin with one searcher's exclusions, it is past the cap
 * for anyone who excludes no more than the margin. Smaller results are counted every time, exactly
 * (page 1 of a search counts and reads its page in one statement, SearchEntriesRepository.firstPage,
 * and tells what it found here with `record`; the wider "similar" search counts through `of`).
 */
@Injectable()
export class SearchCounts {
  /** Search (site, day, criteria, place when it filters) -> until when it counts as large. */
  private readonly large = new Map<string, number>();

  constructor(
    private readonly entries: SearchEntriesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(spec: SearchSpec | SimilarSpec): Promise<number> {
    if (this.knownLarge(spec)) return COUNT_CAP;
    const found = await this.entries.count(spec, COUNT_UP_TO);
    this.record(spec, found);
    return Math.min(found, COUNT_CAP);
  }

  /** The search was found far past the cap within the last minute (for a searcher excluding few enough). */
  knownLarge(spec: SearchSpec | SimilarSpec): boolean {
    const until = this.large.get(keyOf(spec));
    return (
      until !== undefined && until > this.clock.now().getTime() && spec.excludeIds.length <= EXCLUSION_MARGIN
    );
  }

  /** What counting the search up to COUNT_UP_TO found: remembered when it reached it, forgotten otherwise. */
  record(spec: SearchSpec | SimilarSpec, found: number): void {
    const key = keyOf(spec);
    if (found >= COUNT_UP_TO) this.remember(key, this.clock.now().getTime() + REMEMBER_MS);
    else this.large.delete(key);
  }

  private remember(key: string, until: number): void {
    this.large.delete(key);
    this.large.set(key, until);
    // A Map keeps insertion order: the first key is the one remembered longest ago.
    if (this.large.size > MAX_REMEMBERED) this.large.delete(this.large.keys().next().value!);
  }
}

/** What decides the count: the place only when distance filters (elsewhere it orders, not counts). */
function keyOf(spec: SearchSpec | SimilarSpec): string {
  const unlike = 'unlike' in spec ? spec.unlike : null;
  const origin = spec.criteria.distanceKm || unlike?.distanceKm ? spec.origin : null;
  return JSON.stringify([spec.siteId, spec.today, origin, spec.criteria, unlike]);
}
