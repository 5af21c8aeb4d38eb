import { Command } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

/**
 * A purchase paid back at the member's wish (SPEC §3 refund_days): within refund_days of payment and
 * while its credits are unspent. The credits leave through a `refund` ledger entry; the money goes back
 * through the provider.
 */
export class RefundOrderCommand extends Command<OrderRow> {
  constructor(
    readonly accountId: number,
    readonly orderId: unknown,
  ) {
    super();
  }
}
