import { Query } from '@nestjs/cqrs';
import type { Appearance, Ethnicity } from '../../domain/profile-attributes';

/** What the match finder ranks a member by; null when the member has not said (or not consented). */
export interface MatchPreferences {
  appearance: Appearance | null;
  /** Only while the member's consent stands (GDPR art. 9): never shown, used for ranking only. */
  ethnicity: Ethnicity | null;
}

/**
 * The match-finder attributes of the given profiles, by id (search ranks members who match first); ids
 * without a profile are absent. For ranking only: never pass these values on to another member.
 */
export class GetMatchPreferencesQuery extends Query<Map<number, MatchPreferences>> {
  constructor(readonly profileIds: readonly number[]) {
    super();
  }
}
