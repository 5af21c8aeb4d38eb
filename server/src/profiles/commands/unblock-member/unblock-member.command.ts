import { Command } from '@nestjs/cqrs';

export class UnblockMemberCommand extends Command<void> {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
  ) {
    super();
  }
}
