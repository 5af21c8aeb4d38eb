import { Query } from '@nestjs/cqrs';

/**
 * How many likes each of `memberIds` received in [`since`, `until`) from members search still shows (not
 * invisible, deleted or disabled): member id → count, members without likes left out. For notifications'
 * weekly updates.
 */
export class CountLikesReceivedQuery extends Query<Record<number, number>> {
  constructor(
    readonly memberIds: number[],
    readonly since: Date,
    readonly until: Date,
  ) {
    super();
  }
}
