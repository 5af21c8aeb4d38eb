import { Command } from '@nestjs/cqrs';
import type { PlacedOrder } from '../place-order/place-order.command';

/**
 * Buys the member's last purchase again (or another bundle), paid with the stored card or mandate, once
 * per `clientId` (the purchase's idempotency key): the same key again answers the order it placed.
 */
export class RepeatOrderCommand extends Command<PlacedOrder> {
  constructor(
    readonly accountId: number,
    readonly bundleId: unknown,
    readonly clientId: unknown,
  ) {
    super();
  }
}
