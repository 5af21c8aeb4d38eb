import { CommandBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import type { OrderRow } from '../../database/order.row';
import { OrdersRepository } from '../../database/orders.repository';
import { SyncPaymentCommand } from '../../commands/sync-payment/sync-payment.command';
import { GetOrderQuery } from './get-order.query';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ accountId, orderId }: GetOrderQuery): Promise<OrderRow> {
    const order = await this.orders.findOwn(orderId, accountId);
    if (!order) throw ApiError.notFound('order_not_found', 'billing.order_not_found');
    // No webhook yet (or it could not reach us): ask the provider.
    if (order.status === 'pending' && order.provider_payment_id) {
      return (await this.commandBus.execute(new SyncPaymentCommand(order.provider_payment_id))) ?? order;
    }
    return order;
  }
}
