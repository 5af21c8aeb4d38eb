import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { Outbox } from '../../../shared/outbox/outbox';
import { RefundOrderByAdminCommand, type OrderAdminRow } from '../../billing.contracts';
import { OrdersRepository } from '../../database/orders.repository';
import { OrderRefunds } from '../../orders/order-refunds';
import { toOrderAdminRow } from '../../orders/order.view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Finance refunds an order from the console under the member's rule (OrderRefunds). The order's row is
 * locked first, so of two refunds at once the second finds it refunded (409). The audit entry commits
 * with the refund.
 */
@CommandHandler(RefundOrderByAdminCommand)
export class RefundOrderByAdminHandler implements ICommandHandler<RefundOrderByAdminCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly refunds: OrderRefunds,
    private readonly audit: AuditTrail,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, actor }: RefundOrderByAdminCommand): Promise<OrderAdminRow> {
    const now = this.clock.now();
    const order = await this.orders.transaction(async (tx) => {
      const current = UUID.test(orderId) ? await tx.lock(orderId.toLowerCase()) : null;
      if (!current) throw ApiError.notFound('order_not_found', 'billing.order_not_found');
      if (current.status === 'refunded') {
        throw new ApiError(409, 'order_already_refunded', 'billing.order_already_refunded');
      }
      if (current.status !== 'completed') {
        throw new ApiError(409, 'order_not_refundable', 'billing.order_not_refundable');
      }
      const refunded = await this.refunds.refundLocked(tx, current, `admin:${actor.adminId}`, now);
      await this.audit.record(tx.manager, {
        actor,
        action: 'orders.refund',
        resource: 'orders',
        recordId: refunded.id,
        before: toOrderAdminRow(current),
        after: toOrderAdminRow(refunded),
      });
      return refunded;
    });
    await this.outbox.flush();
    return toOrderAdminRow(order);
  }
}
