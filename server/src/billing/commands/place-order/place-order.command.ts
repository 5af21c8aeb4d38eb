import { Command } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

export interface OrderRequest {
  bundleId: unknown;
  paymentMethod: unknown;
  discountCode?: unknown;
  /** The purchase's idempotency key (checked by OncePerClientId): at most one order of the member has it. */
  clientId?: string;
}

export interface PlacedOrder {
  order: OrderRow;
  /** Where the member pays; null when nothing is left to do there (a stored mandate, a direct debit). */
  checkoutUrl: string | null;
  /** True when the order was placed before with the same `client_id` (nothing was charged now). */
  replayed?: boolean;
}

/**
 * The member already has an order with this `client_id` (the unique index, or the look under the
 * account's lock, said so): nothing was placed; the caller answers the earlier order.
 */
export class ClientIdTaken extends Error {
  constructor(readonly clientId: string) {
    super('client_id_taken');
  }
}

/**
 * Places an order and creates its payment: the price always comes from the server's price list, never
 * from the request; at most once per `request.clientId` of the member (else ClientIdTaken). `repeatOf`
 * charges the mandate of an earlier order; `directDebit` a confirmed direct debit request.
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
