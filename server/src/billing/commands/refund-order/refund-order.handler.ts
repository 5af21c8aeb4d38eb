import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import { OrderRefunds } from '../../orders/order-refunds';
import { RefundOrderCommand } from './refund-order.command';
import { isUuid } from '../../../shared/http/ids';

@CommandHandler(RefundOrderCommand)
export class RefundOrderHandler implements ICommandHandler<RefundOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly refunds: OrderRefunds,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ accountId, orderId }: RefundOrderCommand): Promise<OrderRow> {
    const now = this.clock.now();
    const order = await this.orders.transaction(async (tx) => {
      const current = isUuid(orderId) ? await tx.lockOwn(orderId, accountId) : null;
      if (!current || current.status !== 'completed') {
        throw ApiError.notFound('order_not_found', 'billing.order_not_found');
      }
      return this.refunds.refundLocked(tx, current, `member:${accountId}`, now);
    });
    await this.outbox.flush();
    return order;
  }
}
