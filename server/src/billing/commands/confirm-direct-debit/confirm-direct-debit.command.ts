import { Command } from '@nestjs/cqrs';
import type { OrderRow } from '../../database/order.row';

/**
 * The SMS code of a direct debit request: a wrong one answers 'Code invalid' (5 tries), the right one
 * places the order once the limits are checked again under the account's lock.
 */
export class ConfirmDirectDebitCommand extends Command<OrderRow> {
  constructor(
    readonly accountId: number,
    readonly requestId: unknown,
    readonly code: unknown,
  ) {
    super();
  }
}
