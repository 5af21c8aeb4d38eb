import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrdersRepository } from '../../database/orders.repository';
import type { RepeatOrderResponse } from '../../orders/order.response';
import { paymentMethodName } from '../../payments/payment-method-names';
import { GetRepeatOrderQuery } from './get-repeat-order.query';

@QueryHandler(GetRepeatOrderQuery)
export class GetRepeatOrderHandler implements IQueryHandler<GetRepeatOrderQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  async execute({ accountId, locale }: GetRepeatOrderQuery): Promise<RepeatOrderResponse> {
    const [last, mandate] = await Promise.all([
      this.orders.lastCompleted(accountId),
      this.orders.mandateOf(accountId),
    ]);
    if (!last) return { repeat: null };
    const method = mandate?.payment_method ?? last.payment_method;
    return {
      repeat: {
        bundle_id: last.bundle_id,
        credits: last.credits,
        payment_method: method,
        payment_method_name: paymentMethodName(method, locale),
        stored_method: mandate ? { label: mandate.label, payment_method: mandate.payment_method } : null,
      },
    };
  }
}
