import { Query } from '@nestjs/cqrs';
import type { RepeatOrderResponse } from '../../orders/order.response';

/** The member's last purchase, to buy again, with the stored method it would be paid with. */
export class GetRepeatOrderQuery extends Query<RepeatOrderResponse> {
  constructor(readonly accountId: number) {
    super();
  }
}
