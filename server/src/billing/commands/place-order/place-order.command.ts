import { Command } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

export interface OrderRequest {
  bundleId: unknown;
  paymentMethod: unknown;
  discountCode?: unknown;
}

export interface PlacedOrder {
  order: OrderRow;
  /** Where the member pays; null when nothing is left to do there (a stored mandate, a direct debit). */
  checkoutUrl: string | null;
}

/**
 * Places an order and creates its payment: the price always comes from the server's price list, never
 * from the request. `repeatOf` charges the mandate of an earlier order; `directDebit` a confirmed
 * direct debit request.
 */
export class PlaceOrderCommand extends Command<PlacedOrder> {
  constructor(
    readonly accountId: number,
    readonly request: OrderRequest,
    readonly repeatOf?: { orderId: string; mandateId: string | null },
    readonly directDebit?: { accountHolder: string; iban: string; requestId: string },
  ) {
    super();
  }
}
