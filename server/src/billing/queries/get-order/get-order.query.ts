import { Query } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

/** One order of the member, brought in line with the provider while it is pending. */
export class GetOrderQuery extends Query<OrderRow> {
  constructor(
    readonly accountId: number,
    readonly orderId: unknown,
  ) {
    super();
  }
}
