import { Command } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

/**
 * Brings an order in line with its payment as the provider reports it (webhook or status check).
 * Answers the order after the update, or null when no order has this payment.
 */
export class SyncPaymentCommand extends Command<OrderRow | null> {
  constructor(readonly providerPaymentId: string) {
    super();
  }
}
