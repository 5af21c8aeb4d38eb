import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { RepeatOrderResponse } from '../../orders/order.response';

/** The member's last purchase, to buy again, with the stored method it would be paid with, named in `locale`. */
export class GetRepeatOrderQuery extends Query<RepeatOrderResponse> {
  constructor(
    readonly accountId: number,
    readonly locale: Locale,
  ) {
    super();
  }
}
