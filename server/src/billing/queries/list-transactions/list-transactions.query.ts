import { Query } from '@nestjs/cqrs';
import type { Locale } from '../../../shared/i18n/messages';
import type { TransactionsResponse } from './transaction.response';

/**
 * The member's payments and payment attempts (SPEC §3 Payment: payment_id, credits, paymentmethod,
 * refund_days); `orderId` asks for one.
 */
export class ListTransactionsQuery extends Query<TransactionsResponse> {
  constructor(
    readonly accountId: number,
    readonly orderId: string | undefined,
    /** The language of the payment methods' names (the request's). */
    readonly locale: Locale,
  ) {
    super();
  }
}
