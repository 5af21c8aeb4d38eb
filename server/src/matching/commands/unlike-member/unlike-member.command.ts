import { Command } from '@nestjs/cqrs';

/** A member takes a like back; a match of the two ends with it. */
export class UnlikeMemberCommand extends Command<void> {
  constructor(
    readonly likerId: number,
    readonly likedId: number,
  ) {
    super();
  }
}
