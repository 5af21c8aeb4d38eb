import { Query } from '@nestjs/cqrs';

/**
 * For each of `memberIds`, how many members became visible near them in [`since`, `until`): enabled
 * profiles made in that window on the same site, in the same country and, when the member has one, the
 * same region, of the gender the member seeks and seeking the member's gender. Member id → count, members
 * without any left out. For notifications' weekly updates (a count only: no one is named).
 */
export class CountNewMembersNearbyQuery extends Query<Record<number, number>> {
  constructor(
    readonly memberIds: number[],
    readonly since: Date,
    readonly until: Date,
  ) {
    super();
  }
}
