import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrdersRepository } from '../../database/orders.repository';
import type { RepeatOrderResponse } from '../../orders/order.response';
import { GetRepeatOrderQuery } from './get-repeat-order.query';

@QueryHandler(GetRepeatOrderQuery)
export class GetRepeatOrderHandler implements IQueryHandler<GetRepeatOrderQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ accountId }: GetRepeatOrderQuery): Promise<RepeatOrderResponse> {
    const [last, mandate] = await Promise.all([
      this.orders.lastCompleted(accountId),
      this.orders.mandateOf(accountId),
    ]);
    if (!last) return { repeat: null };
    return {
      repeat: {
        bundle_id: last.bundle_id,
        credits: last.credits,
        payment_method: mandate?.payment_method ?? last.payment_method,
        stored_method: mandate ? { label: mandate.label, payment_method: mandate.payment_method } : null,
      },
    };
  }
}
