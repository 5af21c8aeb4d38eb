import { Query } from '@nestjs/cqrs';
import type { SearchProfile } from './search-profile';

/** The given profiles as search indexes them; ids without a profile are left out. */
export class GetSearchProfilesQuery extends Query<SearchProfile[]> {
  constructor(readonly profileIds: number[]) {
    super();
  }
}

/** The ids of the next `limit` profiles after `afterId` (search finds what its index lacks). */
export class ListProfileIdsQuery extends Query<number[]> {
  constructor(
    readonly afterId: number,
    readonly limit: number,
  ) {
    super();
  }
}
