import { Query } from '@nestjs/cqrs';
import type { SearchProfile } from './search-profile';

/** The given profiles as search indexes them; ids without a profile are left out. */
export class GetSearchProfilesQuery extends Query<SearchProfile[]> {
  constructor(readonly profileIds: number[]) {
    super();
  }
}

/** The next `limit` profiles by id after `afterId`, as search indexes them (to fill the index). */
export class ListSearchProfilesQuery extends Query<SearchProfile[]> {
  constructor(
    readonly afterId: number,
    readonly limit: number,
  ) {
    super();
  }
}
