import { Query } from '@nestjs/cqrs';

/** The member's new likes, counted as likes.php counts them (`totals.new_likes`), without the lists. */
export class CountNewLikesQuery extends Query<number> {
  constructor(readonly memberId: number) {
    super();
  }
}
