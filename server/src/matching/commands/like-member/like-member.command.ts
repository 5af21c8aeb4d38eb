import { Command } from '@nestjs/cqrs';

/** A member likes another member; answers whether the two now like each other (a match). */
export class LikeMemberCommand extends Command<{ match: boolean }> {
  constructor(
    readonly likerId: number,
    readonly likedId: number,
  ) {
    super();
  }
}
