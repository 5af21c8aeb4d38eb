import { Command } from '@nestjs/cqrs';

/** The member opened the profile of someone who liked them: that like is no longer new. */
export class MarkLikeSeenCommand extends Command<void> {
  constructor(
    readonly memberId: number,
    readonly likerId: number,
  ) {
    super();
  }
}
