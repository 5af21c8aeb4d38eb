import { Command } from '@nestjs/cqrs';
import type { PlacedOrder } from '../place-order/place-order.command';

/** Buys the member's last purchase again (or another bundle), paid with the stored card or mandate. */
export class RepeatOrderCommand extends Command<PlacedOrder> {
  constructor(
    readonly accountId: number,
    readonly bundleId: unknown,
  ) {
    super();
  }
}
