import { Query } from '@nestjs/cqrs';

/** The members a member blocked (/settings: unblock them again). */
export class ListBlocksQuery extends Query<{ id: number; name: string }[]> {
  constructor(readonly blockerId: number) {
    super();
  }
}
