import { Command } from '@nestjs/cqrs';

/** Messages reached the member's app (its socket acknowledged them): the sender's copies show `delivered`. */
export class MarkDeliveredCommand extends Command<void> {
  constructor(
    readonly memberId: number,
    readonly messageIds: number[],
  ) {
    super();
  }
}
