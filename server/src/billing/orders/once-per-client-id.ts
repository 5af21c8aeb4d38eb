import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiError } from '../../shared/errors/api-error';
import { parseId } from '../../shared/http/ids';
import { ClientIdTaken, type PlacedOrder } from '../commands/place-order/place-order.command';
import type { OrderRow } from '../database/order.row';
import { OrdersRepository } from '../database/orders.repository';
import { isClientId } from '../domain/client-id';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';

/** What the request asked for, to tell a retry of a purchase from another purchase under the same key. */
export interface AskedFor {
  bundleId?: unknown;
  paymentMethod?: unknown;
}

/**
 * One order per purchase (`client_id`, the idempotency key the member app makes per click) for
 * orders.php and repeat-order.php: no key is refused, a key sent before answers the order it placed,
 * and requests sent at once all try to place it while the unique index on (account, client_id) lets
 * one of them (docs/decisions.md, stop 50 and stop 52).
 */
@Injectable()
export class OncePerClientId {
  private readonly logger = new Logger(OncePerClientId.name);

  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** `place` places the order with the key; it runs only when the member has no order with it yet. */
  async place(
    accountId: number,
    clientId: unknown,
    asked: AskedFor,
    place: (clientId: string) => Promise<PlacedOrder>,
  ): Promise<PlacedOrder> {
    // Without a key a repeated request could not be told from a new purchase: refused, nothing placed
    // (only an app loaded before the key came in sends none; reloading it fixes that).
    if (!isClientId(clientId)) throw ApiError.badRequest('client_id_required', 'billing.client_id_required');
    // A retry after the answer was lost: the order is read at once. Requests sent at the same time all
    // get past this; the unique index on (account, client_id) lets one of them place the order.
    const earlier = await this.orders.byClientId(accountId, clientId);
    if (earlier) return this.replay(earlier, asked);
    try {
      return await place(clientId);
    } catch (error) {
      // The index said so, or another of the order's unique indexes (its discount code, the first
      // purchase offer) was reached first by the request that holds the key.
      if (!(error instanceof ClientIdTaken || isCodeTaken(error))) throw error;
      const placed = await this.orders.byClientId(accountId, clientId);
      if (!placed) throw error;
      return this.replay(placed, asked);
    }
  }

  /**
   * The order an earlier request with the same key placed, as it stands now (still pending while that
   * request is charging it). The same key for another bundle or method is the client's mistake, not a
   * purchase.
   */
  private async replay(order: OrderRow, asked: AskedFor): Promise<PlacedOrder> {
    const { bundleId, paymentMethod } = asked;
    if (
      (bundleId !== undefined && bundleId !== null && parseId(bundleId) !== order.bundle_id) ||
      (paymentMethod !== undefined && paymentMethod !== order.payment_method)
    ) {
      throw new ApiError(409, 'idempotency_conflict', 'billing.idempotency_conflict');
    }
    return { order, checkoutUrl: await this.checkoutUrlOf(order), replayed: true };
  }

  /** Where a pending checkout is paid; null otherwise. */
  private async checkoutUrlOf(order: OrderRow): Promise<string | null> {
    if (order.status !== 'pending' || !order.provider_payment_id) return null;
    try {
      return (await this.provider.getPayment(order.provider_payment_id))?.checkoutUrl ?? null;
    } catch (error) {
      // The member app then shows the order's own page, which follows the payment.
      this.logger.warn(`payment of order ${order.id} could not be read: ${(error as Error).message}`);
      return null;
    }
  }
}

function isCodeTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'code_already_used';
}
