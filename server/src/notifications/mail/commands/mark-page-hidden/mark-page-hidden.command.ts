import { Command } from '@nestjs/cqrs';

/** The member's app went to the background (the page-hidden beacon, SPEC §7). */
export class MarkPageHiddenCommand extends Command<void> {
  constructor(readonly memberId: number) {
    super();
  }
}
