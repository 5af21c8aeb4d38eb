import { Command } from '@nestjs/cqrs';

/** A member blocks another member of their site: neither sees nor reaches the other any more. */
export class BlockMemberCommand extends Command<void> {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
  ) {
    super();
  }
}
