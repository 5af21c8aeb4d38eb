import { Command } from '@nestjs/cqrs';
import type { OrderRequest, PlacedOrder } from '../place-order/place-order.command';

/**
 * A member orders a bundle to pay on the provider's checkout page (orders.php), once per `clientId`
 * (the purchase's idempotency key): the same key again answers the order it placed.
 */
export class OrderBundleCommand extends Command<PlacedOrder> {
  constructor(
    readonly accountId: number,
    readonly request: Omit<OrderRequest, 'clientId'>,
    readonly clientId: unknown,
  ) {
    super();
  }
}
