import { Query } from '@nestjs/cqrs';
import type { LikesResponse } from './likes.response';

/** The member's likes as likes.php answers them: only members the member may see and reach. */
export class ListLikesQuery extends Query<LikesResponse> {
  constructor(readonly memberId: number) {
    super();
  }
}
