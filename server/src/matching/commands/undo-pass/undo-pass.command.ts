import { Command } from '@nestjs/cqrs';
import type { SwipeAllowance } from '../../queries/get-swipe-cards/swipe-allowance.reader';

/** Takes back the member's newest pass, of `passedId`, so the card comes back; answers the likes left. */
export class UndoPassCommand extends Command<SwipeAllowance> {
  constructor(
    readonly memberId: number,
    readonly passedId: number,
  ) {
    super();
  }
}
