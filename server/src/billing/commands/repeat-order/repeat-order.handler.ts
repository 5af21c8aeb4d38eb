import { Inject, Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import { isClientId } from '../../domain/client-id';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { ClientIdTaken, PlaceOrderCommand, type PlacedOrder } from '../place-order/place-order.command';
import { RepeatOrderCommand } from './repeat-order.command';

@CommandHandler(RepeatOrderCommand)
export class RepeatOrderHandler implements ICommandHandler<RepeatOrderCommand> {
  private readonly logger = new Logger(RepeatOrderHandler.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly commandBus: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ accountId, bundleId, clientId }: RepeatOrderCommand): Promise<PlacedOrder> {
    // Without a key a repeated request could not be told from a new purchase: refused, nothing charged
    // (only an app loaded before the key came in sends none; reloading it fixes that).
    if (!isClientId(clientId)) throw ApiError.badRequest('client_id_required', 'billing.client_id_required');
    // A retry after the answer was lost: the order is read at once. Requests sent at the same time all
    // get past this; the unique index on (account, client_id) lets one of them place the order.
    const earlier = await this.orders.byClientId(accountId, clientId);
    if (earlier) return this.replay(earlier, bundleId);
    const last = await this.orders.lastCompleted(accountId);
    if (!last) throw ApiError.notFound('no_previous_order', 'billing.no_previous_order');
    const mandate = await this.orders.mandateOf(accountId);
    try {
      return await this.commandBus.execute(
        new PlaceOrderCommand(
          accountId,
          {
            bundleId: bundleId ?? last.bundle_id,
            paymentMethod: mandate?.payment_method ?? last.payment_method,
          },
          { orderId: last.id, mandateId: mandate?.mandate_id ?? null, clientId },
        ),
      );
    } catch (error) {
      if (!(error instanceof ClientIdTaken)) throw error;
      const placed = await this.orders.byClientId(accountId, clientId);
      if (!placed) throw error;
      return this.replay(placed, bundleId);
    }
  }

  /**
   * The order an earlier request with the same key placed, as it stands now (still pending while that
   * request is charging it). The same key for another bundle is the client's mistake, not a purchase.
   */
  private async replay(order: OrderRow, bundleId: unknown): Promise<PlacedOrder> {
    if (bundleId !== undefined && bundleId !== null && parseId(bundleId) !== order.bundle_id) {
      throw new ApiError(409, 'idempotency_conflict', 'billing.idempotency_conflict');
    }
    return { order, checkoutUrl: await this.checkoutUrlOf(order), replayed: true };
  }

  /** Where a pending checkout (a repeat order without a stored method) is paid; null otherwise. */
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
